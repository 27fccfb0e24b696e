/** What the policy browser tests (billing, a policy's life) set up alike through the API: a new annual quotation of Summit. */
import { expect, type Page } from '@playwright/test';
import { API } from './fixtures';

export { unique } from './fixtures';

export interface ApiLogin {
  token: string;
  client_id: number;
}
export interface PolicyCoverage {
  coverage_id: number;
  coverage_name: string;
  covargerequired: string;
  coverageinclude: string;
  premium: number;
  [field: string]: unknown;
}
export interface PolicyRecord {
  id: number;
  intake_id: number;
  unique_id: string;
  policy_number: string | null;
  policyscheduledate: string;
  policyamount: number;
  policycoverage: PolicyCoverage[];
  [field: string]: unknown;
}

/** An admin call with the login's token; fails the test unless it answers `status`. */
export async function apiPost<T>(page: Page, token: string, path: string, data: object, status = 200): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/**
 * Saves the client's quotation settings as the Setting page does: with the version read right
 * before (/viewquotationsettings), which the save requires.
 */
export async function saveQuotationSettings(page: Page, token: string, values: { approver_must_differ: boolean } & Record<string, unknown>): Promise<void> {
  const { updatedAt } = await apiPost<{ updatedAt: string | null }>(page, token, '/viewquotationsettings', {});
  await apiPost(page, token, '/updatequotationsettings', { ...values, updatedAt });
}

/**
 * A policy life action (/policyendorse, /policycancel…) as the policy view sends it: with the
 * policy's version read right before (/viewpolicytransactions), which the call requires.
 */
export async function lifeAction<T>(page: Page, token: string, path: string, data: { id: number } & Record<string, unknown>): Promise<T> {
  const { version } = await apiPost<{ version: number }>(page, token, '/viewpolicytransactions', { id: data.id });
  return apiPost<T>(page, token, path, { ...data, version });
}

export const viewRecord = async (page: Page, login: ApiLogin, id: number) =>
  (await apiPost<{ Policyquotations: PolicyRecord }>(page, login.token, '/viewpolicyquotation', { id })).Policyquotations;

/**
 * A new annual quotation of the login's client (billed monthly) from a seeded quotation's answers,
 * insured `lastname`, effective `effective` (any date of the last ten years), its optional
 * coverages left out; `overrides` replaces fields of the saved body. Approval needs no second
 * person. Answers its id.
 */
export async function saveAnnualQuotation(page: Page, login: ApiLogin, lastname: string, effective: string, overrides: object = {}): Promise<number> {
  await saveQuotationSettings(page, login.token, { approver_must_differ: false, effective_days_past: 3650 });
  const { Policyquotations } = await apiPost<{ Policyquotations: Array<{ id: number; quotation: number }> }>(page, login.token, '/viewpolicyquotationlist', {
    company_id: login.client_id,
  });
  const seeded = Policyquotations.find((row) => row.quotation === 1)!;
  const { policyquotation: source } = await apiPost<{ policyquotation: PolicyRecord }>(page, login.token, '/editpolicyquotationlist', { id: seeded.id });
  const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, source[name]]));
  // A new quotation is written at its package's premiums as the form shows them now (a premium the form did not show is refused).
  const { ProgramLobCovarage } = await apiPost<{ ProgramLobCovarage: { id: number; premium: number }[] }>(page, login.token, '/programlobcoverage', { program_id: source.program_id, intake_id: source.intake_id });
  const packagePremium = new Map(ProgramLobCovarage.map((coverage) => [coverage.id, coverage.premium]));
  const saved = await apiPost<{ id: number }>(
    page,
    login.token,
    '/createpolicyquoationlist',
    {
      ...pick('intake_id', 'customer_id', 'sublob_id', 'program_id', 'state_id', 'Admitted', 'firstname', 'address', 'city', 'state', 'zipcode'),
      ...pick('phonenumber', 'email', 'policyquotation_graceperiod', 'paymentgraceperiod', 'autopayment', 'policydetails'),
      company_id: login.client_id,
      lastname,
      policyeffectivedate: effective,
      policyduration: '1year',
      policyschedule: '1month',
      paymentschedule: '1month',
      policycoverage: source.policycoverage.map((row) => ({
        coverage_id: row.coverage_id,
        coverageinclude: row.covargerequired.toLowerCase() === 'required' ? 'Y' : 'N',
        coverageaccept: String(row.coverageaccept),
        deductiblebasis: row.deductiblebasis,
        deductible: row.deductible,
        premium: packagePremium.get(row.coverage_id) ?? row.premium,
      })),
      ...overrides,
    },
    201,
  );
  return saved.id;
}
