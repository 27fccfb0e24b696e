import { LOGIN_TYPE, type QuotationSettings, type QuotationSettingsResponse } from '@kyubos/contracts';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { forbidden } from '../app-error';

/** A client with no row has every setting off. */
const DEFAULTS: QuotationSettings = { approver_must_differ: false };

export function createQuotationSettingsRepository(db: Db) {
  return {
    async find(clientId: number): Promise<QuotationSettings> {
      const row = await db.one<QuotationSettings>(
        'SELECT approver_must_differ FROM client_quotation_settings WHERE client_id = $1',
        [clientId],
      );
      return row ?? DEFAULTS;
    },
    async save(clientId: number, userId: number, settings: QuotationSettings): Promise<QuotationSettings> {
      const row = await db.one<QuotationSettings>(
        `INSERT INTO client_quotation_settings (client_id, approver_must_differ, updated_by) VALUES ($1, $2, $3)
         ON CONFLICT (client_id) DO UPDATE SET approver_must_differ = $2, updated_by = $3, updated_at = now()
         RETURNING approver_must_differ`,
        [clientId, settings.approver_must_differ, userId],
      );
      return row!;
    },
  };
}
export type QuotationSettingsRepository = ReturnType<typeof createQuotationSettingsRepository>;

export function createQuotationSettingsService(db: Db) {
  const settings = createQuotationSettingsRepository(db);
  return {
    /** Any signed-in user of the client reads them (the approval screen needs them). */
    async view(auth: AdminAuth): Promise<QuotationSettingsResponse> {
      return { settings: await settings.find(auth.clientId) };
    },
    /** Only the client's admin changes them. */
    async update(auth: AdminAuth, values: QuotationSettings): Promise<QuotationSettingsResponse & { message: string }> {
      if (auth.loginType !== LOGIN_TYPE.clientAdmin) throw forbidden("Only the client's admin can change these settings");
      return { message: 'Settings saved', settings: await settings.save(auth.clientId, auth.userId, values) };
    },
  };
}
export type QuotationSettingsService = ReturnType<typeof createQuotationSettingsService>;
