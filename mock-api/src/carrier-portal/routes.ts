import { bdxUploadFields, carrierScopedRequest, clientScopedRequest, idBody, loginRequest, updateSlabBody } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { bdxUploadReader, sendBdxFile } from '../http/bdx-upload';
import { carrierAuthOf } from '../http/auth';
import { clientAddress } from '../http/client-address';
import { validate } from '../http/validate';
import type { CarrierPortalService } from './service';

/**
 * Calls made with the carrier token (audience kyubos-bdx-portal): checked by their audience,
 * not by the admin call rules. /editclient is answered for carriers by the clients router.
 */
export const CARRIER_CALLS = [
  '/carrierlogout',
  '/viewBDXInbound',
  '/viewBDXOutbound',
  '/brdxfileimporttomain',
  '/removebrdxfile',
  '/createbybdx',
  '/downloadbrdxfile',
  '/editcarrier',
  '/viewclientintakecategory',
  '/editslab',
  '/updateslab',
] as const;

/** Paths an admin area may also answer for admin tokens: carrier tokens are served here, others passed on. */
const SHARED_WITH_ADMIN = new Set<string>(['/editcarrier', '/viewclientintakecategory', '/editslab', '/updateslab', '/downloadbrdxfile']);

export function createCarrierPortalRouter(
  service: CarrierPortalService,
  guards: { requireCarrier: RequestHandler; ifCarrier: RequestHandler },
): Router {
  const router = Router();
  const guard = (path: (typeof CARRIER_CALLS)[number]) => (SHARED_WITH_ADMIN.has(path) ? guards.ifCarrier : guards.requireCarrier);

  router.post('/carrierlogin', async (req, res) => {
    res.json(await service.login(validate(loginRequest, req.body), clientAddress(req)));
  });
  router.post('/carrierlogout', guard('/carrierlogout'), async (_req, res) => {
    res.json(await service.logout(carrierAuthOf(res)));
  });
  router.post('/viewBDXInbound', guard('/viewBDXInbound'), async (req, res) => {
    res.json(await service.list(carrierAuthOf(res), validate(carrierScopedRequest, req.body), 'inbound'));
  });
  router.post('/viewBDXOutbound', guard('/viewBDXOutbound'), async (req, res) => {
    res.json(await service.list(carrierAuthOf(res), validate(carrierScopedRequest, req.body), 'outbound'));
  });
  router.post('/brdxfileimporttomain', guard('/brdxfileimporttomain'), async (req, res) => {
    res.json(await service.importToMain(carrierAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/removebrdxfile', guard('/removebrdxfile'), async (req, res) => {
    res.json(await service.remove(carrierAuthOf(res), validate(idBody, req.body).id));
  });
  const readUpload = bdxUploadReader(bdxUploadFields);
  router.post('/createbybdx', guard('/createbybdx'), async (req, res) => {
    const file = await readUpload(req, res);
    const fields = validate(bdxUploadFields, req.body);
    res.json(await service.upload(carrierAuthOf(res), fields, file));
  });
  router.post('/downloadbrdxfile', guard('/downloadbrdxfile'), async (req, res) => {
    sendBdxFile(res, await service.download(carrierAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/editcarrier', guard('/editcarrier'), async (req, res) => {
    res.json(await service.carrier(carrierAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/viewclientintakecategory', guard('/viewclientintakecategory'), async (req, res) => {
    res.json(await service.intakeCategories(carrierAuthOf(res), validate(clientScopedRequest, req.body).client_id));
  });
  router.post('/editslab', guard('/editslab'), async (req, res) => {
    res.json(await service.slab(carrierAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/updateslab', guard('/updateslab'), async (req, res) => {
    res.json(await service.updateSlab(carrierAuthOf(res), validate(updateSlabBody, req.body)));
  });
  return router;
}
