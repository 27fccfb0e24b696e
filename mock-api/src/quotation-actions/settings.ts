import { timestampOf } from '@kyubos/domain';
import { LOGIN_TYPE, type QuotationSettings, type QuotationSettingsResponse, type updateQuotationSettingsRequest } from '@kyubos/contracts';
import type { z } from 'zod';

type UpdateQuotationSettings = z.output<typeof updateQuotationSettingsRequest>;
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { forbidden } from '../app-error';
import { assertUnchangedSince, lockSaved } from '../saved-meanwhile';

/** A client with no row has maker-checker off and the default effective date window. */
const DEFAULTS: QuotationSettings = {
  approver_must_differ: false,
  effective_days_past: 0,
  effective_days_ahead: 365,
  short_rate_factor: 0.9,
  reinstatement_days: 30,
  nonpayment_notice_days: 10,
};
const COLUMNS = 'approver_must_differ, effective_days_past, effective_days_ahead, short_rate_factor::float8 AS short_rate_factor, reinstatement_days, nonpayment_notice_days';

export function createQuotationSettingsRepository(db: Db) {
  /** The settings and when they were last saved (null: never, the defaults). */
  async function findVersioned(clientId: number): Promise<QuotationSettingsResponse> {
    const row = await db.one<QuotationSettings & { updatedAt: Date | string }>(
      `SELECT ${COLUMNS}, updated_at AS "updatedAt" FROM client_quotation_settings WHERE client_id = $1`,
      [clientId],
    );
    if (!row) return { settings: DEFAULTS, updatedAt: null };
    const { updatedAt, ...settings } = row;
    return { settings, updatedAt: timestampOf(updatedAt)!.toISOString() };
  }
  return {
    async find(clientId: number): Promise<QuotationSettings> {
      return (await findVersioned(clientId)).settings;
    },
    findVersioned,
    async save(clientId: number, userId: number, settings: QuotationSettings): Promise<QuotationSettings> {
      const row = await db.one<QuotationSettings>(
        `INSERT INTO client_quotation_settings (client_id, approver_must_differ, effective_days_past, effective_days_ahead, updated_by,
           short_rate_factor, reinstatement_days, nonpayment_notice_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (client_id) DO UPDATE SET approver_must_differ = $2, effective_days_past = $3, effective_days_ahead = $4,
           updated_by = $5, updated_at = now(), short_rate_factor = $6, reinstatement_days = $7,
           nonpayment_notice_days = $8
         RETURNING ${COLUMNS}`,
        [
          clientId,
          settings.approver_must_differ,
          settings.effective_days_past,
          settings.effective_days_ahead,
          userId,
          settings.short_rate_factor,
          settings.reinstatement_days,
          settings.nonpayment_notice_days,
        ],
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
      return settings.findVersioned(auth.clientId);
    },
    /** Only the client's admin changes them, over the version the page read (`updatedAt`): saved since, 409 and nothing written. */
    async update(auth: AdminAuth, { updatedAt: readAt, ...values }: UpdateQuotationSettings): Promise<QuotationSettingsResponse & { message: string }> {
      if (auth.loginType !== LOGIN_TYPE.clientAdmin) throw forbidden("Only the client's admin can change these settings");
      return db.transaction(async (tx) => {
        const repo = createQuotationSettingsRepository(tx);
        assertUnchangedSince('These settings', await lockSaved(tx, 'client_quotation_settings', auth.clientId), readAt);
        const current = await repo.find(auth.clientId);
        const next: QuotationSettings = {
          approver_must_differ: values.approver_must_differ,
          effective_days_past: values.effective_days_past ?? current.effective_days_past,
          effective_days_ahead: values.effective_days_ahead ?? current.effective_days_ahead,
          short_rate_factor: values.short_rate_factor ?? current.short_rate_factor,
          reinstatement_days: values.reinstatement_days ?? current.reinstatement_days,
          nonpayment_notice_days: values.nonpayment_notice_days ?? current.nonpayment_notice_days,
        };
        await repo.save(auth.clientId, auth.userId, next);
        return { message: 'Settings saved', ...(await repo.findVersioned(auth.clientId)) };
      });
    },
  };
}
export type QuotationSettingsService = ReturnType<typeof createQuotationSettingsService>;
