import { COMPANY_DOCUMENT_LIMITS, createCompanyRequest, idBody, updateCompanyRequest } from '@kyubos/contracts';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../app-error';
import { adminAuthOf } from '../http/auth';
import { multipartReader } from '../http/multipart';
import { validate } from '../http/validate';
import { assertAllowedDocument } from './document-store';
import type { CompanyService } from './service';

/**
 * The multipart body of POST /company: fields as text, files as repeated documentUpload parts,
 * held in memory (bounded) until the body is valid, then written by the service.
 */
const readCompanyUpload = multipartReader({
  fileField: 'documentUpload',
  maxFiles: COMPANY_DOCUMENT_LIMITS.maxFiles,
  maxFileBytes: COMPANY_DOCUMENT_LIMITS.maxBytes,
  fileTooLarge: () => {
    const message = `each file must be at most ${COMPANY_DOCUMENT_LIMITS.maxBytes / (1024 * 1024)} MB`;
    return new AppError('ValidationError', `Invalid documentUpload: ${message}`, 400, [{ path: 'documentUpload', message }]);
  },
  fields: createCompanyRequest,
  maxFields: 60,
  maxFieldBytes: 64 * 1024,
  checkFile: assertAllowedDocument,
});

export function createCompanyRouter(service: CompanyService, requireAdmin: RequestHandler): Router {
  const router = Router();
  router.get('/viewcompany', requireAdmin, async (_req, res) => {
    res.json(await service.list(adminAuthOf(res)));
  });
  router.post('/editcompany', requireAdmin, async (req, res) => {
    res.json(await service.get(adminAuthOf(res), validate(idBody, req.body).id));
  });
  // The token is checked before the body is read, so no upload is parsed for a caller who may not create.
  router.post('/company', requireAdmin, async (req, res) => {
    const files = await readCompanyUpload(req, res);
    const fields = validate(createCompanyRequest, req.body);
    res.status(201).json(await service.create(fields, files));
  });
  router.post('/updatecompany', requireAdmin, async (req, res) => {
    const { id, ...fields } = validate(updateCompanyRequest, req.body).companyData;
    res.json(await service.update(id, fields));
  });
  router.post('/removecompany', requireAdmin, async (req, res) => {
    res.json(await service.remove(validate(idBody, req.body).id));
  });
  router.get('/companydocument/:id', requireAdmin, async (req, res) => {
    const { id } = validate(idBody, req.params);
    const document = await service.document(adminAuthOf(res), id);
    res.attachment(document.name);
    res.setHeader('Content-Type', document.mimeType);
    // Relative to the documents folder, so a data folder such as mock-api/.data is not taken for a dotfile.
    await new Promise<void>((resolve, reject) => {
      res.sendFile(document.file.name, { root: document.file.root, dotfiles: 'deny' }, (error) => (error ? reject(error) : resolve()));
    });
  });
  return router;
}
