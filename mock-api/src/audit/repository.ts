import type { AuditAudience, AuditRow } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { currentAuditScope } from './context';

/** One audit row the API writes itself (the rest are written by the audited tables' triggers). */
export interface AuditEntry {
  action: 'sign-in' | 'sign-in failed' | 'sign-out' | 'password reset' | 'password reset code requested' | 'import';
  entity: string;
  entityId?: string | number | null;
  /** { field: { before, after } }; never a secret. */
  changes?: Record<string, { before: unknown; after: unknown }>;
  /** The tenant of the row; default the transaction's caller's. */
  clientId?: number | null;
  /** Who, when nobody is signed in (sign-in, password reset); default the transaction's caller. */
  userId?: number | null;
  audience?: AuditAudience;
  loginType?: number | null;
}

/** Appends an audit row in `db`'s transaction, with the call and request id of the current request. */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  const scope = currentAuditScope();
  const row: Record<string, unknown> = {
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    changes: entry.changes ?? {},
  };
  if (entry.clientId != null) row.client_id = entry.clientId;
  if (entry.userId != null) row.user_id = entry.userId;
  if (entry.audience) row.audience = entry.audience;
  if (entry.loginType != null) row.login_type = entry.loginType;
  if (scope) {
    row.call = scope.call() ?? null;
    row.request_id = scope.requestId;
  }
  await db.query('SELECT audit_append($1::jsonb)', [JSON.stringify(row)]);
}

/**
 * Row auditing off for the rest of `tx`'s transaction: a bulk write (an import of thousands of
 * rows) appends one summary row with `appendAudit` instead of one row per record written.
 */
export async function summarizeRowAudit(tx: Db): Promise<void> {
  await tx.query(`SELECT set_config('kyubos.audit_rows', 'off', true)`);
}

/**
 * Who wrote a record at a time (a save's now(), which its audit row shares), by the audit trail's
 * row of that write; null when none was recorded (a write that changed no field, or no one signed
 * in). `at` is the database's text of the time, to the microsecond (a JavaScript Date keeps ms).
 */
export async function writerAt(db: Db, entity: string, entityId: string, at: string): Promise<string | null> {
  const row = await db.one<{ user_name: string | null }>(
    'SELECT user_name FROM audit_log WHERE entity = $1 AND entity_id = $2 AND at = $3::timestamptz ORDER BY id DESC LIMIT 1',
    [entity, entityId, at],
  );
  return row?.user_name ?? null;
}

export interface AuditQuery {
  /** null: every client (the platform admin). */
  clientId: number | null;
  entity?: string;
  entityId?: string;
  userId?: number;
  /** Whose user ids: admin-portal users or carrier (BDX portal) users, whose ids are counted apart. */
  audience?: AuditAudience;
  call?: string;
  /** Days, YYYY-MM-DD (UTC), both inclusive. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Reads the trail (never writes it but through `appendAudit` and the triggers). */
export function createAuditRepository(db: Db) {
  return {
    async list(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (condition: (param: string) => string, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        params.push(value);
        where.push(condition(`$${params.length}`));
      };
      add((p) => `client_id = ${p}`, query.clientId);
      add((p) => `entity = ${p}`, query.entity);
      add((p) => `entity_id = ${p}`, query.entityId);
      add((p) => `user_id = ${p}`, query.userId);
      add((p) => `audience = ${p}`, query.audience);
      add((p) => `call = ${p}`, query.call);
      add((p) => `at >= (${p}::date)::timestamp AT TIME ZONE 'UTC'`, query.from);
      add((p) => `at < (${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`, query.to);
      const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
      const total = (await db.one<{ total: number }>(`SELECT count(*)::integer AS total FROM audit_log ${filter}`, params))!.total;
      const rows = await db.query<AuditRow>(
        `SELECT id::integer AS id, to_json(at) #>> '{}' AS at, client_id, user_id, user_name, audience, login_type, call, request_id,
                action, entity, entity_id, changes
           FROM audit_log ${filter}
          ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      );
      return { rows, total };
    },
  };
}
