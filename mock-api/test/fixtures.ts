/** Records and bodies several test files build alike: a policy of a chosen term and coverages, a new staff user, a permissions body. */
import type { MenuCategory, PermissionLevel } from '@kyubos/contracts';
import type { Database } from '../src/db/db';
import type { Customer } from '../src/db/seed/quotations';
import { RECORD_COLUMNS } from '../src/quotations/repository';

/** A quotation body's insured fields from a customer as the seed lists one (first and last name, address, city, state, ZIP). */
export const insuredFields = ([firstname, lastname, address, city, state, zipcode]: Customer) => ({ firstname, lastname, address, city, state, zipcode });

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

/** The client's first seeded policy written by its own staff (no agent): the one copyPolicy copies. */
export async function seededPolicyOf(db: Database, clientId: number): Promise<number> {
  const policy = await db.one<{ id: number }>(
    `SELECT id FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND submga_id IS NULL AND becomepolicy = 1 ORDER BY id LIMIT 1`,
    [clientId],
  );
  return policy!.id;
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

/** A permission item as a test names it: [category, submenu or null, level]. */
export type PermissionItem = [string, string | null, PermissionLevel];

/** A `/createclientpermission` body as the permissions screen sends it, for user `uid` of `clientId`, from the menu `/viewmenucategory` answers. */
export function permissionBody(menu: MenuCategory[], clientId: number, uid: number, items: PermissionItem[]) {
  const resolved = items.map(([category, submenu, type]) => {
    const main = menu.find((m) => m.name === category)!;
    const sub = submenu ? main.submenu.find((s) => s.name === submenu)! : null;
    return { main, sub, type, label: sub ? `${main.name} / ${sub.name}` : main.name };
  });
  const byLevel = (level: PermissionLevel) => resolved.filter((item) => item.type === level).map((item) => item.label);
  return {
    uid,
    client_id: clientId,
    id: uid,
    read: byLevel('read'),
    read_and_write: byLevel('read_and_write'),
    admin: byLevel('admin'),
    format1: resolved.map(({ main, sub, type }) => ({ main_id: main.id, sub_id: sub?.id ?? null, type })),
    format2: resolved.map(({ main, sub, type }, i) => ({
      main_id: main.id,
      sub_id: sub?.id ?? null,
      main_name: main.name,
      sub_name: sub?.name ?? null,
      main_order: menu.indexOf(main) + 1,
      sub_order: sub ? main.submenu.indexOf(sub) + 1 : i,
      type,
    })),
  };
}

/** A `/policyquotationpayment` body paying `paidamount` by the test card. */
export const cardPayment = (id: number, paidamount: number | string, extra: object = {}) => ({
  id,
  policyPaymentType: 'CREDIT CARD',
  paidamount,
  cardholdername: 'Olivia Bennett',
  cardnumber: '4111 1111 1111 1111',
  expiredate: '12/39',
  cvv: '123',
  ...extra,
});

/** The note an import gives: required when a carrier's file's totals differ from its Control Value or rows have problems. */
export const IMPORT_NOTE = 'Totals and rows checked with the carrier';
