/**
 * The book of the record lists at scale: copies of a seeded Summit record, each with its own
 * number, name, stage flags and creation time (one a minute back from now).
 */
import type { Db } from '../../src/db/db';

const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin'];

/** Summit's client id. */
export const summitId = async (db: Db): Promise<number> =>
  (await db.one<{ id: number }>(`SELECT id FROM clients WHERE "Client_FullName" ILIKE 'Summit%' ORDER BY id LIMIT 1`))!.id;

/**
 * Writes `records` records for Summit: a quarter each intake forms, quotations, binders and
 * policies, their annual terms starting from two years ago to a year ahead (so policies are expired,
 * in force and pending). The policies are billed monthly with 10 days of grace; half of them owe
 * their whole premium (nothing paid: delinquent once their first instalment's grace has passed),
 * the others owe nothing.
 */
export async function seedScaleBook(db: Db, records: number): Promise<void> {
  await db.query(
    `INSERT INTO policy_quotations (company_id, unique_id, policycreator_id, policycreator_name, intake_id, "intake_Name",
       intake_form_id, "intake_subName", customer_id, sublob_id, sublob_code, sublob_name, program_id, programname, state_id,
       state_name, "Admitted", firstname, lastname, phonenumber, email, address, city, state, zipcode, policyeffectivedate,
       policyschedule, policyscheduledate, policyduration, policyamount, balance, paymentschedule, paymentgraceperiod,
       policydetails, policycoverage, quotation, policyapproved, becomepolicy, created_at)
     SELECT t.company_id, 'SCALE-' || lpad(g::text, 7, '0'), t.policycreator_id, t.policycreator_name, t.intake_id, t."intake_Name",
       t.intake_form_id, t."intake_subName", t.customer_id, t.sublob_id, t.sublob_code, t.sublob_name, t.program_id, t.programname,
       t.state_id, t.state_name, t."Admitted", 'First' || (g % 997), ($3::text[])[1 + (g / 7) % 20] || (g % 101), t.phonenumber, t.email,
       t.address, t.city, t.state, t.zipcode, current_date - 730 + (g % 1095), t.policyschedule, current_date - 365 + (g % 1095), t.policyduration,
       (g % 5000) + 0.5, CASE WHEN g % 8 = 3 THEN (g % 5000) + 0.5 ELSE 0 END, CASE WHEN g % 4 = 3 THEN '1month' END,
       CASE WHEN g % 4 = 3 THEN '10 days' END, t.policydetails, t.policycoverage,
       (g % 4 > 0)::int::smallint, (g % 4 > 1)::int::smallint, (g % 4 = 3)::int::smallint, now() - g * interval '1 minute'
     FROM generate_series(1, $2::int) AS g,
          (SELECT * FROM policy_quotations WHERE company_id = $1 ORDER BY id LIMIT 1) AS t`,
    [await summitId(db), records, LAST_NAMES],
  );
  // As autovacuum would on PostgreSQL; the embedded database runs none.
  await db.query('ANALYZE policy_quotations, record_list_rows');
}
