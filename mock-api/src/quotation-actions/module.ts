import type { RequestHandler, Router } from 'express';
import type { Db } from '../db/db';
import type { CreatorLookup, QuotationService } from '../quotations/service';
import { createQuotationActionsRouter } from './routes';
import { createQuotationActionsService } from './service';
import { createQuotationSettingsRepository, createQuotationSettingsService } from './settings';

export interface QuotationActionsModuleOptions {
  db: Db;
  requireAdmin: RequestHandler;
  quotations: QuotationService;
  creators: CreatorLookup;
}

/** Wires the quotation actions: approval, delete, re-create, revert, payments, documents and settings. */
export function createQuotationActionsModule({ db, requireAdmin, quotations, creators }: QuotationActionsModuleOptions): Router {
  const settings = createQuotationSettingsRepository(db);
  const actions = createQuotationActionsService({ db, quotations, creators, settings });
  return createQuotationActionsRouter(actions, createQuotationSettingsService(settings), requireAdmin);
}
