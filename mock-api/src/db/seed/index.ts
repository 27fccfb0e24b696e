import { hashPassword } from '../../auth/password';
import type { Db } from '../db';
import { seedBdxPortal } from './bdx-portal';
import { seedBillingAndClaims } from './billing-claims';
import { seedCompanies } from './companies';
import { linkCompaniesToClients } from './company-clients';
import { seedIntakeConfig } from './intake-config';
import { seedMenusAndPermissions } from './menus';
import { seedPolicyLines } from './policy-lines';
import { seedQuotations } from './quotations';
import { seedQuotationLifecycle } from './quotation-lifecycle';
import { seedReferenceData } from './reference-data';
import { DEMO_PASSWORD, seedTenants } from './tenants';

const SEED_LOCK_KEY = 4_004_002;

/**
 * Seeds the demo data into an empty database (one without clients) and reports whether
 * it did. All or nothing: a failure leaves the database empty, so the next start retries.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits, then finds the data.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await tx.one('SELECT 1 FROM clients LIMIT 1');
    if (existing) return false;
    const sharedHash = await hashPassword(DEMO_PASSWORD);
    const places = await seedReferenceData(tx);
    const tenants = await seedTenants(tx, places, sharedHash);
    await seedMenusAndPermissions(tx, tenants.userId);
    await seedCompanies(tx, sharedHash);
    await linkCompaniesToClients(tx);
    await seedPolicyLines(tx);
    await seedIntakeConfig(tx, tenants.clientId, sharedHash);
    await seedQuotations(tx, tenants.clientId, tenants.userId);
    await seedQuotationLifecycle(tx);
    await seedBdxPortal(tx, sharedHash);
    await seedBillingAndClaims(tx, tenants.userId.get('summit_admin')!);
    return true;
  });
}
