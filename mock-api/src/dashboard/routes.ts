import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import type { DashboardService } from './service';

export function createDashboardRouter(service: DashboardService, requireAdmin: RequestHandler): Router {
  const router = Router();
  // No body: the client (and an agent's user's agent) comes from the token.
  router.post('/dashboardcounts', requireAdmin, async (_req, res) => {
    res.json(await service.counts(adminAuthOf(res)));
  });
  router.post('/viewdashboard', requireAdmin, async (_req, res) => {
    res.json(await service.view(adminAuthOf(res)));
  });
  return router;
}
