/** Records and bodies several test files build alike: a policy of a chosen term and coverages, a new staff user. */
import type { Database } from '../src/db/db';
import { RECORD_COLUMNS } from '../src/quotations/repository';

/**
 * A $1,000,000 building coverage (required, at `buildingPremium`) and a $250,000 flood coverage
 * (optional, $365; taken when `floodInclude` is 'Y'), as a policy stores them.
 */
export const buildingAndFlood = (buildingPremium: number, floodInclude: 'Y' | 'N' | '' = 'N') => [
  {
    coverage_id: 9001,
    coverage_name: 'Building',
    covargerequired: 'Required',
    coveragelimit: '$1,000,000',
    coverageaccept: 500000,
    deductiblebasis: 'Fixed Amt',
    deductible: 0,
    deductibleamount: 0,
    premium: buildingPremium,
    coverageinclude: 'Y',
    coverageacceptdate: '2026-12-01',
  },
  {
    coverage_id: 9002,
    coverage_name: 'Flood',
    covargerequired: 'Optional',
    coveragelimit: '$250,000',
    coverageaccept: 0,
    deductiblebasis: 'Fixed Amt',
    deductible: 0,
    deductibleamount: 0,
    premium: 365,
    coverageinclude: floodInclude,
    coverageacceptdate: '',
  },
];

export interface PolicyCopy {
  unique_id: string;
  policy_number: string;
  policyeffectivedate: string;
  policyscheduledate: string;
  policycoverage: unknown;
  /** The premium; the balance starts at the same figure (nothing paid). */
  policyamount: number;
  /** Further columns of the copy (payment schedule, grace period, email, ...). */
  also?: Record<string, unknown>;
}

/**
 * A new one-year policy copied from a seeded one (its insured, line, program, creator), with the
 * number, term, coverages and premium given; answers its id. Written straight to the table, as
 * the record a test starts from, not through a call under test.
 */
export async function copyPolicy(db: Database, sourceId: number, copy: PolicyCopy): Promise<number> {
  const { also = {}, ...values } = copy;
  const set: Record<string, unknown> = { ...values, policyduration: '1year', balance: copy.policyamount, ...also };
  const columns = Object.keys(set);
  const copied = RECORD_COLUMNS.filter((column) => !columns.includes(column)).map((column) => `"${column}"`).join(', ');
  const row = await db.one<{ id: number }>(
    `INSERT INTO policy_quotations (${columns.map((column) => `"${column}"`).join(', ')}, ${copied})
     SELECT ${columns.map((_, at) => `$${at + 2}`).join(', ')}, ${copied} FROM policy_quotations WHERE id = $1 RETURNING id`,
    [sourceId, ...columns.map((column) => (column === 'policycoverage' ? JSON.stringify(set[column]) : set[column]))],
  );
  return row!.id;
}

/** The body of /createclientuser for a new staff user of the client: Riley Summers, with a valid password. */
export const newStaffUser = (companyId: number, username: string, extra: object = {}) => ({
  firstname: 'Riley',
  lastname: 'Summers',
  phonenumber: '13035550999',
  email: `${username}@summitspecialty.example`,
  usertype: 'Main',
  username,
  password: 'Start-Here-42',
  company_id: companyId,
  ...extra,
});
