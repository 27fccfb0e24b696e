import type { RequestHandler, Router } from 'express';
import type { Db } from '../db/db';
import { createQuotationActionsRouter } from './routes';
import { createQuotationSettingsRepository, createQuotationSettingsService } from './settings';

/** Wires the quotation actions: approval, delete, re-create, revert, payments, documents and settings. */
export function createQuotationActionsModule({ db, requireAdmin }: { db: Db; requireAdmin: RequestHandler }): Router {
  const settings = createQuotationSettingsService(createQuotationSettingsRepository(db));
  return createQuotationActionsRouter(settings, requireAdmin);
}
