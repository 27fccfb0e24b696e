import {
  LOGIN_TYPE,
  type ClientType,
  type CoverageRow,
  type FormAttribute,
  type IntakeFormGroup,
  type PolicyDetails,
  type PolicyDuration,
  type ProgramCoverage,
} from '@kyubos/contracts';
import { addDays, CHECKBOX_ON, deductibleAmount, optionsOf, policyAmountOf, policyEndDate } from '@kyubos/domain';
import type { AdminAuth } from '../../auth/tokens';
import { createIntakeSetupService } from '../../intake-setup/service';
import { createIntakeFormRepository } from '../../quotations/form-repository';
import { insertRecords, RECORD_COLUMNS, type NewRecordRow } from '../../quotations/repository';
import type { Db } from '../db';
import type { ClientKey } from './data/tenants';
import { insertRows } from './insert-rows';
import { demoPhone } from './demo-phone';

/**
 * What a quotation is written on for each seeded line of business (sub-LOBs, states, programs)
 * and a book of records in every stage, built with the same rules the API applies to a save.
 */

interface IntakeCategorySetup {
  sublobs: ReadonlyArray<readonly [code: string, name: string]>;
  states: readonly string[];
}
const SUMMIT_INTAKE_CATEGORIES: Record<string, IntakeCategorySetup> = {
  'WORKERS COMP': { sublobs: [['WC-MAIN', 'Main Street'], ['WC-CONST', 'Construction']], states: ['CO', 'UT', 'AZ', 'NM', 'WY'] },
  'GENERAL LIABILITY': { sublobs: [['GL-CONT', 'Contractors'], ['GL-RETAIL', 'Retail']], states: ['CO', 'UT', 'TX', 'NV'] },
  'COMMERCIAL AUTO': { sublobs: [['CA-FLEET', 'Fleet'], ['CA-LOCAL', 'Local Hauling']], states: ['CO', 'KS', 'NE', 'OK'] },
  PROPERTY: { sublobs: [['PR-HAB', 'Habitational'], ['PR-OFFICE', 'Office']], states: ['CO', 'ID', 'MT'] },
};
const HARBOR_INTAKE_CATEGORIES: Record<string, IntakeCategorySetup> = {
  'WORKERS COMP': { sublobs: [['HWC-CLAIMS', 'Claims Administration']], states: ['MD', 'VA', 'DE'] },
};

/** [first name, last name, street, city, state, zip]: the insured's contact person. */
const SUMMIT_CUSTOMERS: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
  ['Olivia', 'Bennett', '1550 Wewatta St', 'Denver', 'CO', '80202'],
  ['Marcus', 'Delgado', '2400 Larimer St', 'Denver', 'CO', '80205'],
  ['Priya', 'Raman', '1900 16th St', 'Denver', 'CO', '80202'],
  ['Ethan', 'Caldwell', '4800 Baseline Rd', 'Boulder', 'CO', '80303'],
  ['Sofia', 'Marquez', '300 E Colfax Ave', 'Denver', 'CO', '80203'],
  ['Liam', "O'Connor", '8101 E Belleview Ave', 'Denver', 'CO', '80237'],
  ['Hannah', 'Whitaker', '6000 S Fiddlers Green Cir', 'Greenwood Village', 'CO', '80111'],
  ['Daniel', 'Kowalski', '215 N College Ave', 'Fort Collins', 'CO', '80524'],
  ['Grace', 'Nakamura', '36 S Main St', 'Salt Lake City', 'UT', '84101'],
  ['Isaac', 'Ferreira', '2 N Central Ave', 'Phoenix', 'AZ', '85004'],
  ['Chloe', 'Abernathy', '500 Marquette Ave NW', 'Albuquerque', 'NM', '87102'],
  ['Noah', 'Lindqvist', '1720 Carey Ave', 'Cheyenne', 'WY', '82001'],
  ['Ava', 'Thibodeaux', '600 Congress Ave', 'Austin', 'TX', '78701'],
  ['Mateo', 'Salazar', '300 S 4th St', 'Las Vegas', 'NV', '89101'],
  ['Emma', 'Gallagher', '120 SE 6th Ave', 'Topeka', 'KS', '66603'],
  ['Lucas', 'Henriksen', '1299 Farnam St', 'Omaha', 'NE', '68102'],
  ['Mia', 'Redcloud', '100 N Broadway Ave', 'Oklahoma City', 'OK', '73102'],
  ['Benjamin', 'Achebe', '702 W Idaho St', 'Boise', 'ID', '83702'],
  ['Zoe', 'Halvorsen', '301 N Last Chance Gulch', 'Helena', 'MT', '59601'],
  ['Samuel', 'Whitfield', '1 Tabor Center', 'Denver', 'CO', '80202'],
  ['Layla', 'Haddad', '1801 California St', 'Denver', 'CO', '80202'],
  ['Owen', 'Pritchard', '90 S Cascade Ave', 'Colorado Springs', 'CO', '80903'],
  ['Nora', 'Castellano', '225 N 5th St', 'Grand Junction', 'CO', '81501'],
  ['Caleb', 'Montgomery', '100 W Main St', 'Durango', 'CO', '81301'],
];
const HARBOR_CUSTOMERS: typeof SUMMIT_CUSTOMERS = [
  ['Avery', 'Whitman', '250 W Pratt St', 'Baltimore', 'MD', '21202'],
  ['Jordan', 'Pemberton', '150 W Main St', 'Norfolk', 'VA', '23510'],
  ['Riley', 'Castleton', '1000 N King St', 'Wilmington', 'DE', '19801'],
];

const DURATIONS: readonly PolicyDuration[] = ['1year', '6months', '1year', '4months', '1month'];
/** Brand, model and model year of the insured vehicle, on records of auto lines of business. */
const VEHICLES = [
  ['Ford', 'Transit 250', '2022'],
  ['Freightliner', 'Cascadia', '2021'],
  ['Chevrolet', 'Silverado 2500HD', '2023'],
  ['Ram', 'ProMaster 3500', '2020'],
  ['Isuzu', 'NPR-HD', '2024'],
] as const;
const PAYMENT_TYPES = ['ACH', 'CREDIT CARD', 'ZELLE Payment', 'CASHIER CHECK', 'Premium Finance'] as const;

/** Stage flags by the record's place in the book: a few saved forms, then quotations, binders and policies. */
function stageFlags(i: number): { quotation: 0 | 1; policyapproved: 0 | 1; becomepolicy: 0 | 1 } {
  const slot = i % 10;
  if (slot === 0) return { quotation: 0, policyapproved: 0, becomepolicy: 0 };
  if (slot <= 4) return { quotation: 1, policyapproved: 0, becomepolicy: 0 };
  if (slot <= 7) return { quotation: 1, policyapproved: 1, becomepolicy: 0 };
  return { quotation: 1, policyapproved: 1, becomepolicy: 1 };
}

export type Customer = (typeof SUMMIT_CUSTOMERS)[number];

/** A valid value for an attribute: the mask filled in, a choice, or the customer's own detail. */
function sampleValue(attribute: FormAttribute, customer: Customer, effective: string, n: number): string {
  const [first, last, street, city, state, zip] = customer;
  switch (attribute.attribute_type) {
    case 'email':
      return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
    case 'date':
      return attribute.attribute_name === 'policyeffectivedate' ? effective : addDays(effective, -30 * (n + 1));
    case 'radio':
      return optionsOf(attribute.radiogroup)[n % Math.max(1, optionsOf(attribute.radiogroup).length)] ?? '';
    case 'SelectBox':
      return optionsOf(attribute.selectgroup)[n % Math.max(1, optionsOf(attribute.selectgroup).length)] ?? '';
    case 'checkbox':
      return n % 2 === 0 ? CHECKBOX_ON : 'false';
    default:
      break;
  }
  if (attribute.attributeformat) {
    let digit = n + 3;
    return [...attribute.attributeformat]
      .map((ch) => (ch === '9' ? String((digit += 7) % 10) : ch === 'A' ? 'K' : ch === 'a' ? 'm' : ch))
      .join('')
      .replace(/^\d{5}$/, zip)
      .replace(/^[A-Z]{2}$/, state);
  }
  const byKey: Record<string, string> = { firstname: first, lastname: last, address: street, city, state, zipcode: zip };
  return (attribute.attribute_name === null ? undefined : byKey[attribute.attribute_name]) ?? (attribute.attribute_type === 'textarea' ? `Reviewed with ${first} ${last}.` : `${last} ${n + 1}`);
}

export function sampleDetails(groups: readonly IntakeFormGroup[], customer: Customer, effective: string, n: number): PolicyDetails {
  const details: PolicyDetails = {};
  for (const group of groups) {
    const rows = group.displaytype === 'Table' ? 1 + (n % 2) : 1;
    for (const attribute of group.attributes) {
      const values: Record<string, string> = {};
      for (let row = 0; row < rows; row += 1) values[String(row)] = sampleValue(attribute, customer, effective, n + row);
      details[String(attribute.id)] = { [attribute.name]: values };
    }
  }
  return details;
}

function sampleCoverage(coverages: readonly ProgramCoverage[], acceptDate: string, n: number): CoverageRow[] {
  return coverages.map((coverage, i) => {
    const included = coverage.covargerequired === 'required' || (n + i) % 3 !== 0;
    const accepted = included ? Math.round(coverage.coveragelimit * (0.5 + ((n + i) % 3) * 0.25)) : 0;
    const basis = (n + i) % 2 === 0 ? 'Percentage' : 'Fixed Amt';
    const deductible = basis === 'Percentage' ? 2 : 2_500;
    return {
      coverage_id: coverage.id,
      coverage_name: coverage.coverage_name,
      covargerequired: coverage.covargerequired,
      coverageinclude: coverage.covargerequired === 'required' ? 'Y' : included ? 'Y' : 'N',
      coverageacceptdate: acceptDate,
      coveragelimit: coverage.coveragelimit,
      coverageaccept: accepted,
      deductiblebasis: basis,
      deductible,
      deductibleamount: deductibleAmount(accepted, basis, deductible),
      premium: Math.round(coverage.premium * (0.9 + ((n * 7) % 5) * 0.05)),
    };
  });
}

export interface BookOptions {
  clientId: number;
  /** Prefix of the record numbers, e.g. 'SUM'. */
  prefix: string;
  count: number;
  creator: { id: number; name: string };
  /** Agents whose records carry them as sub-MGA, every third record. */
  agents?: ReadonlyArray<{ id: number; agentcode: string; agentname: string }>;
  customers: readonly Customer[];
  now?: Date;
  /** Leave out history and payments (the bench's large books). */
  bare?: boolean;
}

/** Writes a book of records for one client across its lines of business; answers their ids. */
export async function seedRecordBook(db: Db, options: BookOptions): Promise<number[]> {
  const now = options.now ?? new Date();
  const forms = createIntakeFormRepository(db);
  const intakeCategories = await db.query<{ id: number; category_name: string; sublob: string | null }>(
    'SELECT id, category_name, sublob FROM intake_categories WHERE client_id = $1 ORDER BY id',
    [options.clientId],
  );
  const setups = [];
  for (const intakeCategory of intakeCategories) {
    const programs = await forms.programs(options.clientId, intakeCategory.id);
    if (programs.length === 0) continue;
    // One after the other: a transaction's statements share one connection.
    const programsWithCoverages = [];
    for (const p of programs) programsWithCoverages.push({ ...p, coverages: await forms.programCoverages(options.clientId, intakeCategory.id, p.id) });
    setups.push({
      intakeCategory,
      groups: await forms.definition(options.clientId, intakeCategory.id),
      sublobs: await forms.sublobs(options.clientId, intakeCategory.id),
      states: await forms.states(options.clientId, intakeCategory.id),
      programs: programsWithCoverages,
    });
  }
  const customerIds = await insertRows(
    db,
    'customers',
    options.customers.map(([firstname, lastname, address, city, state, zipcode], i) => ({
      client_id: options.clientId,
      firstname,
      lastname,
      address,
      city,
      state,
      zipcode,
      phonenumber: demoPhone(zipcode, 1000 + i),
      email: `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
      created_at: addDays(now.toISOString().slice(0, 10), -400),
    })),
  );

  const rows: NewRecordRow[] = [];
  for (let n = 0; n < options.count; n += 1) {
    const setup = setups[n % setups.length]!;
    const customer = options.customers[n % options.customers.length]!;
    const [firstname, lastname, address, city, state, zipcode] = customer;
    const program = setup.programs[n % setup.programs.length]!;
    const sublob = setup.sublobs[n % Math.max(1, setup.sublobs.length)] ?? null;
    const policyState = setup.states[n % setup.states.length]!;
    const createdAt = new Date(now.getTime() - ((n * 37) % 180) * 86_400_000 - (n % 24) * 3_600_000 - n * 1000);
    const created = createdAt.toISOString().slice(0, 10);
    const effective = addDays(created, 15 + (n % 30));
    const duration = DURATIONS[n % DURATIONS.length]!;
    const coverage = sampleCoverage(program.coverages, created, n);
    const amount = policyAmountOf(coverage);
    const flags = stageFlags(n);
    const vehicle = /\bAUTO\b/.test(setup.intakeCategory.category_name) ? VEHICLES[n % VEHICLES.length]! : null;
    const agent = options.agents && n % 3 === 0 ? options.agents[n % options.agents.length] : undefined;
    const values: NewRecordRow = {
      company_id: options.clientId,
      unique_id: `${options.prefix}-Q-${createdAt.getUTCFullYear()}-${String(n + 1).padStart(6, '0')}`,
      policycreator_id: options.creator.id,
      policycreator_name: options.creator.name,
      intake_id: setup.intakeCategory.id,
      intake_Name: setup.intakeCategory.category_name,
      intake_form_id: setup.intakeCategory.id,
      intake_subName: sublob?.name ?? setup.intakeCategory.sublob,
      customer_id: customerIds[n % customerIds.length],
      sublob_id: sublob?.id ?? null,
      sublob_code: sublob?.sublob_code ?? null,
      sublob_name: sublob?.name ?? null,
      program_id: program.id,
      programname: program.program_name,
      state_id: policyState.id,
      state_name: policyState.state_name,
      Admitted: program.admitted,
      submga_id: agent?.id ?? null,
      submga_code: agent?.agentcode ?? null,
      submga_name: agent?.agentname ?? null,
      firstname,
      lastname,
      phonenumber: demoPhone(zipcode, 1000 + (n % options.customers.length)),
      email: `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
      address,
      city,
      state,
      zipcode,
      policyeffectivedate: effective,
      policyschedule: 'Monthly',
      policyscheduledate: policyEndDate(effective, duration),
      policyduration: duration,
      policyamount: amount,
      balance: flags.becomepolicy ? 0 : amount,
      policyquotation_graceperiod: '30 days',
      paymentgraceperiod: '10 days',
      paymentschedule: duration,
      autopayment: n % 5 === 0 ? 1 : 0,
      cardnumber: null,
      policydetails: sampleDetails(setup.groups, customer, effective, n),
      policycoverage: coverage,
      vehicle: vehicle?.[0] ?? null,
      vehicleModel: vehicle?.[1] ?? null,
      vehicleModelYear: vehicle?.[2] ?? null,
      ...flags,
    };
    rows.push({ ...values, created_at: createdAt, updated_at: createdAt });
  }
  const ids = await insertRecords(db, rows);
  if (options.bare) return ids;

  const columns = RECORD_COLUMNS.map((column) => `"${column}"`).join(', ');
  await db.query(
    `INSERT INTO policy_quotation_history (quotation_id, ${columns}, created_at, updated_at, comments, changed_by, recorded_at)
     SELECT id, ${columns}, created_at, updated_at,
            CASE WHEN quotation = 0 THEN 'Intake form saved' ELSE 'Quotation generated' END, policycreator_name, created_at
       FROM policy_quotations WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  // A policy was paid in full when it was bound; a payment the day after approval.
  const paid = await db.query<{ id: number; policyamount: number; created_at: Date }>(
    'SELECT id, policyamount::float8 AS policyamount, created_at FROM policy_quotations WHERE id = ANY($1::int[]) AND becomepolicy = 1 ORDER BY id',
    [ids],
  );
  await insertRows(
    db,
    'policy_payments',
    paid.map((record, i) => {
      const type = PAYMENT_TYPES[i % PAYMENT_TYPES.length]!;
      return {
        company_id: options.clientId,
        quotation_id: record.id,
        policyPaymentType: type,
        paidamount: record.policyamount,
        balance: 0,
        bankname: type === 'CASHIER CHECK' || type === 'Premium Finance' ? 'First Western Trust' : null,
        bankroutingnumber: type === 'ACH' || type === 'Premium Finance' ? '102000021' : null,
        bankaccount_last4: type === 'ACH' || type === 'Premium Finance' || type === 'CASHIER CHECK' ? String(4000 + i).slice(-4) : null,
        referencenumber: type === 'ZELLE Payment' ? `ZL${String(880000 + i)}` : null,
        cardholdername: type === 'CREDIT CARD' ? 'Corporate Card' : null,
        card_last4: type === 'CREDIT CARD' ? String(4242 + i).slice(-4) : null,
        expiredate: type === 'CREDIT CARD' ? '09/28' : null,
        autopayment: '0',
        createdby_id: options.creator.id,
        createdby_name: options.creator.name,
        created_at: new Date(record.created_at.getTime() + 86_400_000),
      };
    }),
  );
  return ids;
}

/**
 * Sub-LOBs, states and programs per line of business, written by the client's administrator
 * through the product set-up service the screen uses, so seed and screen cannot drift. One
 * program per package; the first coverage of each package is required.
 */
async function seedIntakeCategorySetup(db: Db, auth: AdminAuth, setups: Record<string, IntakeCategorySetup>): Promise<void> {
  const clientId = auth.clientId;
  const setup = createIntakeSetupService(db);
  const intakeCategories = await db.query<{ id: number; category_name: string }>('SELECT id, category_name FROM intake_categories WHERE client_id = $1', [clientId]);
  for (const [name, intakeCategorySetup] of Object.entries(setups)) {
    const intakeCategory = intakeCategories.find((l) => l.category_name === name);
    if (!intakeCategory) throw new Error(`Unknown line of business in the seed: ${name}`);
    for (const [sublob_code, sublobName] of intakeCategorySetup.sublobs) {
      await setup.createSublob(auth, intakeCategory.id, { sublob_code, name: sublobName });
    }
    const states = await db.query<{ id: number }>(
      `SELECT s.id FROM states s JOIN countries c ON c.id = s.country_id WHERE c.country_code = 'US' AND s.state_code = ANY($1::text[]) ORDER BY s.id`,
      [intakeCategorySetup.states],
    );
    await setup.addStates(auth, intakeCategory.id, states.map((s) => s.id));
    const packages = await db.query<{ id: number; subcategory_name: string }>(
      'SELECT id, subcategory_name FROM intake_packages WHERE client_id = $1 AND category_id = $2 ORDER BY id',
      [clientId, intakeCategory.id],
    );
    for (const [i, p] of packages.entries()) {
      await setup.createProgram(auth, intakeCategory.id, {
        program_code: `${name.split(' ').map((w) => w[0]).join('')}-${String(i + 1).padStart(2, '0')}`,
        program_name: `${p.subcategory_name} Program`,
        package_id: p.id,
        admitted: '1',
      });
    }
  }
  await db.query(
    `UPDATE intake_coverages SET covargerequired = 'required'
      WHERE client_id = $1 AND id IN (SELECT min(id) FROM intake_coverages WHERE client_id = $1 GROUP BY package_id)`,
    [clientId],
  );
}

/** The client administrator the seed acts as, as a token of theirs would name them. */
const adminOf = (clientId: number, userId: number, clientType: ClientType): AdminAuth => ({
  userId,
  clientId,
  loginType: LOGIN_TYPE.clientAdmin,
  clientType,
  tokenVersion: 0,
});

export async function seedQuotations(db: Db, clientId: Record<ClientKey, number>, userId: Map<string, number>): Promise<void> {
  await seedIntakeCategorySetup(db, adminOf(clientId.summit, userId.get('summit_admin')!, 'MGU'), SUMMIT_INTAKE_CATEGORIES);
  await seedIntakeCategorySetup(db, adminOf(clientId.harbor, userId.get('harbor_admin')!, 'TPA'), HARBOR_INTAKE_CATEGORIES);
  const agents = await db.query<{ id: number; agentcode: string; agentname: string }>(
    'SELECT id, agentcode, agentname FROM client_agents WHERE company_id = $1 ORDER BY id LIMIT 5',
    [clientId.summit],
  );
  const summit = await seedRecordBook(db, {
    clientId: clientId.summit,
    prefix: 'SUM',
    count: 80,
    creator: { id: userId.get('summit_admin')!, name: 'Summit Specialty MGA' },
    agents,
    customers: SUMMIT_CUSTOMERS,
  });
  const harbor = await seedRecordBook(db, {
    clientId: clientId.harbor,
    prefix: 'HAR',
    count: 6,
    creator: { id: userId.get('harbor_admin')!, name: 'Harbor TPA' },
    customers: HARBOR_CUSTOMERS,
  });
  await db.query('INSERT INTO quotation_numbers (client_id, last_value) VALUES ($1, $2), ($3, $4)', [
    clientId.summit,
    summit.length,
    clientId.harbor,
    harbor.length,
  ]);
}
