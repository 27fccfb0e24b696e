import type { Db } from '../db';

/** The policy number's line code (SSM-WC-1001) and the intake category it belongs to. */
const LINE_CATEGORY: ReadonlyArray<readonly [string, string]> = [
  ['WC', 'WORKERS COMP'],
  ['GL', 'GENERAL LIABILITY'],
  ['CA', 'COMMERCIAL AUTO'],
  ['PR', 'PROPERTY'],
];

/** Ties each seeded policy to its client's line of business, from the line code in its number. */
export async function seedPolicyLines(db: Db): Promise<void> {
  for (const [code, category] of LINE_CATEGORY) {
    await db.query(
      `UPDATE policies p SET intake_id = ic.id
         FROM intake_categories ic
        WHERE ic.client_id = p.company_id AND ic.category_name = $2 AND p.policy_id LIKE $1`,
      [`%-${code}-%`, category],
    );
  }
}
