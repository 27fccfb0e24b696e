import {
  PARTNER_NAME_KEY,
  carrierSchemas,
  clientScopedRequest,
  exportPathOf,
  partnerListExportRequest,
  idBody,
  mgaSchemas,
  pointingIdLookupRequest,
  tpaSchemas,
  type PartnerInput,
  type PartnerKind,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { adminAuthOf } from '../http/auth';
import { sendListExport } from '../http/list-export';
import { validate } from '../http/validate';
import type { PartnerService } from './service';

/** Spec 2 §7's paths and answer keys per directory (MGA edit/update have their own calls). */
const DIRECTORIES = [
  {
    kind: 'carrier',
    schemas: carrierSchemas,
    key: 'carrier',
    paths: { list: '/viewcarrier', remove: '/removecarrier', create: '/createcarrier', edit: '/editcarrier', update: '/updatecarrier', lookup: '/clientsearch' },
  },
  {
    kind: 'tpa',
    schemas: tpaSchemas,
    key: 'tpa',
    paths: { list: '/viewclientTPA', remove: '/removeclientTPA', create: '/createclientTPA', edit: '/editclientTPA', update: '/updateclientTPA', lookup: '/clientsearchtpa' },
  },
  {
    kind: 'mga',
    schemas: mgaSchemas,
    key: 'mga',
    paths: { list: '/viewclientMGA', remove: '/removeclientMGA', create: '/createclientMGA', edit: '/editclientMGA', update: '/updateclientMGA', lookup: '/clientsearchmga' },
  },
] as const;

/** Maps the directory's own name key (carriername, TPAname, MGAname) to `name`. */
function partnerInput(kind: PartnerKind, body: Record<string, unknown>): PartnerInput {
  const { [PARTNER_NAME_KEY[kind]]: name, ...rest } = body;
  return { ...(rest as Omit<PartnerInput, 'name'>), name: name as string };
}

export function createPartnerRouter(service: PartnerService, requireAdmin: RequestHandler): Router {
  const router = Router();
  for (const { kind, schemas, key, paths } of DIRECTORIES) {
    router.post(paths.list, requireAdmin, async (req, res) => {
      const { client_id } = validate(clientScopedRequest, req.body);
      res.json({ [key]: await service.list(adminAuthOf(res), kind, client_id) });
    });
    router.post(exportPathOf(paths.list), requireAdmin, async (req, res) => {
      const { client_id, format, ...view } = validate(partnerListExportRequest, req.body);
      await sendListExport(res, format, await service.exportList(adminAuthOf(res), kind, client_id, view));
    });
    router.post(paths.edit, requireAdmin, async (req, res) => {
      const { id } = validate(idBody, req.body);
      res.json({ [key]: await service.edit(adminAuthOf(res), kind, id) });
    });
    router.post(paths.create, requireAdmin, async (req, res) => {
      const { client_id, membertype, ...rest } = validate(schemas.create, req.body);
      res.json(await service.create(adminAuthOf(res), kind, client_id, membertype, partnerInput(kind, rest)));
    });
    router.post(paths.update, requireAdmin, async (req, res) => {
      const auth = adminAuthOf(res);
      const { id, client_id, membertype: _readOnly, ...rest } = validate(schemas.update, req.body, await service.updateFieldErrors(auth, kind, req.body)).userData;
      res.json(await service.update(auth, kind, id, client_id, partnerInput(kind, rest)));
    });
    router.post(paths.remove, requireAdmin, async (req, res) => {
      const { id } = validate(idBody, req.body);
      res.json(await service.remove(adminAuthOf(res), kind, id));
    });
    router.post(paths.lookup, requireAdmin, async (req, res) => {
      const { kyubosid } = validate(pointingIdLookupRequest, req.body);
      res.json(await service.lookupPointingId(adminAuthOf(res), kind, kyubosid));
    });
  }
  return router;
}
