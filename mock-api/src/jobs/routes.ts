import { viewJobRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { JobService } from './service';

/** /viewjob {id}: a job's status, progress, total, result and error (the screens poll it). */
export function createJobRouter(service: JobService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.post('/viewjob', requireAdmin, async (req, res) => {
    res.json(await service.view(adminAuthOf(res), validate(viewJobRequest, req.body).id));
  });
  return router;
}
