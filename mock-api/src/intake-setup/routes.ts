import {
  createIntakeProgramRequest,
  createIntakeStateRequest,
  createIntakeSublobRequest,
  idBody,
  intakeProductSetupRequest,
  updateIntakeProgramRequest,
  updateIntakeSublobRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { validate } from '../http/validate';
import type { IntakeSetupService } from './service';

/** Product set-up of a line of business: its sub-LOBs, states and programs. */
export function createIntakeSetupRouter(service: IntakeSetupService, requireAdmin: RequestHandler): Router {
  const router = Router();
  const post = (path: string, handle: (body: unknown, auth: ReturnType<typeof adminAuthOf>) => Promise<unknown>) =>
    router.post(path, requireAdmin, async (req, res) => {
      res.json(await handle(req.body, adminAuthOf(res)));
    });

  post('/viewintakeproductsetup', (body, auth) => service.view(auth, validate(intakeProductSetupRequest, body).intake_id));

  // Sub-LOBs (classes of business)
  post('/createintakesublob', (body, auth) => {
    const { intake_id, ...values } = validate(createIntakeSublobRequest, body);
    return service.createSublob(auth, intake_id, values);
  });
  post('/updateintakesublob', (body, auth) => {
    const { id, ...values } = validate(updateIntakeSublobRequest, body);
    return service.updateSublob(auth, id, values);
  });
  post('/deleteintakesublob', (body, auth) => service.deleteSublob(auth, validate(idBody, body).id));

  // States where the line is offered: one (state_id) or several (state_ids)
  post('/createintakestate', (body, auth) => {
    const { intake_id, state_ids } = validate(createIntakeStateRequest, body);
    const field = typeof body === 'object' && body !== null && 'state_ids' in body ? 'state_ids' : 'state_id';
    return service.addStates(auth, intake_id, state_ids, field);
  });
  post('/deleteintakestate', (body, auth) => service.deleteState(auth, validate(idBody, body).id));

  // Programs
  post('/createintakeprogram', (body, auth) => {
    const { intake_id, ...values } = validate(createIntakeProgramRequest, body);
    return service.createProgram(auth, intake_id, values);
  });
  post('/updateintakeprogram', (body, auth) => {
    const { id, updatedAt, ...values } = validate(updateIntakeProgramRequest, body);
    return service.updateProgram(auth, id, values, updatedAt);
  });
  post('/deleteintakeprogram', (body, auth) => service.deleteProgram(auth, validate(idBody, body).id));

  return router;
}
