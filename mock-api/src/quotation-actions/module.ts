import type { RequestHandler, Router } from 'express';
import type { Db } from '../db/db';
import type { CreatorLookup, QuotationService } from '../quotations/service';
import { createQuotationActionsRouter } from './routes';
import { createQuotationActionsService } from './service';
import { createQuotationSettingsService } from './settings';

export interface QuotationActionsModuleOptions {
  db: Db;
  requireAdmin: RequestHandler;
  quotations: QuotationService;
  creators: CreatorLookup;
}

/** Wires the quotation actions: approval, delete, re-create, revert, payments, documents and settings. */
export function createQuotationActionsModule({ db, requireAdmin, quotations, creators }: QuotationActionsModuleOptions): Router {
  const actions = createQuotationActionsService(db, { quotations, creators });
  return createQuotationActionsRouter(actions, createQuotationSettingsService(db), requireAdmin);
}
