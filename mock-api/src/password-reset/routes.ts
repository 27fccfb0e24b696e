import {
  PASSWORD_RESET_PATHS,
  forgotLoginRequest,
  forgotSendRequest,
  forgotValidateRequest,
  otpCheckRequest,
  passwordChangeRequest,
} from '@kyubos/contracts';
import { Router } from 'express';
import { clientAddress } from '../http/client-address';
import { validate } from '../http/validate';
import type { ResetAudience } from './repository';
import type { PasswordResetService } from './service';

/** Signed-out calls (like /commonlogin): the user cannot sign in, so no token is asked for. */
export const SIGNED_OUT_RESET_CALLS: readonly string[] = Object.values(PASSWORD_RESET_PATHS).flatMap(Object.values);

export function createPasswordResetRouter(audience: ResetAudience, service: PasswordResetService): Router {
  const paths = PASSWORD_RESET_PATHS[audience];
  const router = Router();
  router.post(paths.validate, async (req, res) => {
    res.json(await service.validate(validate(forgotValidateRequest, req.body).username, clientAddress(req)));
  });
  router.post(paths.email, async (req, res) => {
    res.json(await service.sendByEmail(validate(forgotSendRequest, req.body).username, clientAddress(req)));
  });
  router.post(paths.phone, async (req, res) => {
    res.json(await service.sendByPhone(validate(forgotSendRequest, req.body).username, clientAddress(req)));
  });
  router.post(paths.otp, async (req, res) => {
    const { id, otpvalue } = validate(otpCheckRequest, req.body);
    res.json(await service.checkOtp(id, otpvalue, clientAddress(req)));
  });
  router.post(paths.change, async (req, res) => {
    res.json(await service.changePassword(validate(passwordChangeRequest, req.body)));
  });
  router.post(paths.login, async (req, res) => {
    res.json(await service.sendLoginIds(validate(forgotLoginRequest, req.body).phonenumber, clientAddress(req)));
  });
  return router;
}
