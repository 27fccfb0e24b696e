import {
  adminBdxUploadFields,
  approveBdxRequest,
  bdxExportRequest,
  bdxFileListExportRequest,
  bdxFileListRequest,
  bdxFileViewRequest,
  bdxImportedRecordsExportRequest,
  bdxImportedRecordsRequest,
  createBdxExportRequest,
  exportPathOf,
  idBody,
  importBdxRequest,
} from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import type { AdminBdxList } from '../bdx-files/repository';
import { bdxUploadReader, sendBdxFile } from '../http/bdx-upload';
import { adminAuthOf } from '../http/auth';
import { sendListExport } from '../http/list-export';
import { validate } from '../http/validate';
import type { BdxAdminService } from './service';

/** Each admin list call and the files it shows (spec 4 §7; /viewbrdxexport lists the files made by export, /viewbrdximported the carriers' files imported). */
const LIST_CALLS: Record<string, AdminBdxList> = {
  '/viewbrdxcreate': 'created',
  '/viewbrdxreview': 'review',
  '/viewbrdxsend': 'send',
  '/viewbrdxfile': 'history',
  '/viewclientinbound': 'inbound',
  '/viewbrdxexport': 'export',
  '/viewbrdximported': 'imported',
};

/** The admin area's BDX file calls; a carrier token reaches none of them (requireAdmin checks the audience). */
export function createBdxAdminRouter(service: BdxAdminService, requireAdmin: RequestHandler): Router {
  const router = Router();
  for (const [path, list] of Object.entries(LIST_CALLS)) {
    router.post(path, requireAdmin, async (req, res) => {
      const { client_id, ...query } = validate(bdxFileListRequest, req.body);
      res.json(await service.list(adminAuthOf(res), client_id, list, query));
    });
  }
  // Each list's export (`/export<list call>`): the client and the table's filters and sort, plus the format.
  for (const [path, list] of Object.entries(LIST_CALLS)) {
    router.post(exportPathOf(path), requireAdmin, async (req, res) => {
      const { client_id, format, ...view } = validate(bdxFileListExportRequest, req.body);
      await sendListExport(res, format, await service.exportList(adminAuthOf(res), client_id, list, view));
    });
  }
  const readUpload = bdxUploadReader(adminBdxUploadFields);
  router.post('/createbrdxsamplefile', requireAdmin, async (req, res) => {
    const file = await readUpload(req, res);
    res.json(await service.upload(adminAuthOf(res), validate(adminBdxUploadFields, req.body), file));
  });
  router.post('/editbrdxfileview', requireAdmin, async (req, res) => {
    const { id, page, pageSize } = validate(bdxFileViewRequest, req.body);
    res.json(await service.view(adminAuthOf(res), id, page, pageSize));
  });
  router.post('/editbrdxfile', requireAdmin, async (req, res) => {
    res.json(await service.detail(adminAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/reviewdbdx', requireAdmin, async (req, res) => {
    res.json(await service.approve(adminAuthOf(res), validate(approveBdxRequest, req.body)));
  });
  router.post('/removebrdxsamplefile', requireAdmin, async (req, res) => {
    res.json(await service.remove(adminAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/sendbdx', requireAdmin, async (req, res) => {
    res.json(await service.send(adminAuthOf(res), validate(idBody, req.body).id));
  });
  router.post('/fileExportdata', requireAdmin, async (req, res) => {
    res.json(await service.exportData(adminAuthOf(res), validate(bdxExportRequest, req.body)));
  });
  router.post('/createfileExport', requireAdmin, async (req, res) => {
    res.json(await service.createExport(adminAuthOf(res), validate(createBdxExportRequest, req.body)));
  });
  router.post('/Importedbdximport', requireAdmin, async (req, res) => {
    res.status(202).json(await service.importFile(adminAuthOf(res), validate(importBdxRequest, req.body)));
  });
  router.post('/viewbrdximportfile', requireAdmin, async (req, res) => {
    res.json(await service.importedRecords(adminAuthOf(res), validate(bdxImportedRecordsRequest, req.body)));
  });
  router.post(exportPathOf('/viewbrdximportfile'), requireAdmin, async (req, res) => {
    const { client_id, file_id, format, ...view } = validate(bdxImportedRecordsExportRequest, req.body);
    await sendListExport(res, format, await service.exportImportedRecords(adminAuthOf(res), client_id, file_id, view));
  });
  router.post('/downloadbrdxfile', requireAdmin, async (req, res) => {
    sendBdxFile(res, await service.download(adminAuthOf(res), validate(idBody, req.body).id));
  });
  return router;
}
