import { recordNumber } from '@kyubos/domain';
import type { Db } from '../db';

/**
 * The seeded book's binders and policies as the stage changes would have left them: approved by
 * their creator a day after creation, and each policy issued with its own number the day its
 * first payment was taken (the quotations seed takes it a day after creation).
 */
export async function seedQuotationLifecycle(db: Db): Promise<void> {
  await db.query(
    `UPDATE policy_quotations SET approved_by = policycreator_id, approved_at = created_at + interval '1 day' WHERE policyapproved = 1`,
  );
  const policies = await db.query<{ id: number; company_id: number; name: string; issued: Date }>(
    `SELECT q.id, q.company_id, coalesce(c."Client_ShortName", c."Client_FullName") AS name, q.created_at + interval '1 day' AS issued
       FROM policy_quotations q JOIN clients c ON c.id = q.company_id
      WHERE q.becomepolicy = 1 ORDER BY q.company_id, q.created_at, q.id`,
  );
  const issuedPerClient = new Map<number, number>();
  for (const policy of policies) {
    const sequence = (issuedPerClient.get(policy.company_id) ?? 0) + 1;
    issuedPerClient.set(policy.company_id, sequence);
    await db.query('UPDATE policy_quotations SET policy_number = $2, policy_issued_at = $3 WHERE id = $1', [
      policy.id,
      recordNumber(policy.name, 'P', policy.issued.getUTCFullYear(), sequence),
      policy.issued,
    ]);
  }
  for (const [clientId, last] of issuedPerClient) {
    await db.query('UPDATE quotation_numbers SET last_policy_value = $2 WHERE client_id = $1', [clientId, last]);
  }
}
