import {
  LOGIN_TYPE,
  type CoverageRow,
  type Customer,
  type CustomerListResponse,
  type CustomerViewResponse,
  type IntakeFormDefinitionResponse,
  type ParsedPolicyPayload,
  type PolicyDetails,
  type PolicyQuotation,
  type PolicyQuotationListRow,
  type ProgramCoverage,
  type RecordSearchResponse,
  type recordSearchRequest,
  type RecordListScope,
  type SavedRecordResponse,
} from '@kyubos/contracts';
import {
  acceptedCoverage,
  addDays,
  checkPolicyDetails,
  CUSTOMER_KEYS,
  DEFAULT_SCHEDULE_DAYS,
  deductibleAmount,
  DELINQUENT_STATUS,
  effectiveDateProblem,
  exceedsLimit,
  formatDateTime,
  includeWithDate,
  makerCheckerRefusal,
  maskPolicyDetails,
  missingCoverageProblem,
  missingVehiclePart,
  policyEndDate,
  premiumChange,
  premiumChangedMessage,
  policyLifeStatus,
  recordAmountAttribute,
  recordAmountOnSave,
  recordDateAttributes,
  recordNumber,
  recordStage,
  requiredFieldsMessage,
  showsPolicyStatusColumns,
  todayIso,
  VEHICLE_LABELS,
  withRecordDates,
  type CoverageChoice,
  type PremiumChange,
  type PolicyLifeState,
  type PolicyLifeStatus,
  type StageFlags,
} from '@kyubos/domain';
import type { z } from 'zod';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { AppError, notFound, type FieldError } from '../app-error';
import { assertSameClient } from '../tenancy';
import { assertUnchangedSince } from '../saved-meanwhile';
import { createIntakeFormRepository } from './form-repository';
import { EXPORT_PAGE_SIZE, type ListExport } from '../export/list-export';
import { CUSTOMER_EXPORT_COLUMNS, RECORD_EXPORT_NAME, recordExportColumns } from './list-export';
import { createCustomerList, type CustomerListQuery } from './customer-list';
import { createQuotationRepository, type ListQuery, type RecordExportRow, type RecordValues } from './repository';

type RecordSearchRequestParsed = z.output<typeof recordSearchRequest>;

/** Who the server records as the creator: never what the browser says (spec 3 §6). */
export interface CreatorLookup {
  staffUser(userId: number): Promise<{ firstname: string; usertype: string | null; agent_id: number | null; agent_code: string | null; agent_name: string | null } | null>;
  clientFullName(clientId: number): Promise<string | null>;
}

const badInput = (errors: FieldError[], message = `Invalid ${errors[0]!.path}: ${errors[0]!.message}`) =>
  new AppError('ValidationError', message, 400, errors);
const unknownId = (path: string, what: string) => badInput([{ path, message: `is not a ${what} of this client` }]);

/**
 * A record that is a quotation or later takes at least one coverage (missingCoverageProblem of
 * packages/domain): otherwise 400 naming policycoverage, before anything is written. Every call
 * that writes a record at those stages or moves it there asks this.
 */
export function assertCoverageTaken(stage: Pick<StageFlags, 'quotation'>, rows: readonly CoverageChoice[]): void {
  const problem = missingCoverageProblem(stage, rows);
  if (problem) throw badInput([{ path: 'policycoverage', message: problem }], problem);
}

/** What the lists' copy keeps of a policy's status that does not move with the calendar, with its term. */
export interface StoredLifeState {
  life_state?: PolicyLifeState | null;
  cancelled_on?: string | null;
  policyeffectivedate: string;
  policyscheduledate: string;
}

/**
 * A policy's status on `day` (packages/domain policyLifeStatus) from the stored part the lists' copy
 * keeps (life_state, cancelled_on) and its term; null for a quotation or binder (no life_state).
 */
export function lifeStatusOn(stored: StoredLifeState, day: string): PolicyLifeStatus | null {
  const { life_state, cancelled_on } = stored;
  if (life_state == null) return null;
  return policyLifeStatus(
    {
      term: { start: stored.policyeffectivedate, end: stored.policyscheduledate },
      cancelledOn: life_state === 'cancelled' ? (cancelled_on ?? null) : null,
      renewalIssued: life_state === 'renewed',
      notRenewing: life_state === 'not_renewing',
    },
    day,
  );
}

/** A list row with its policy status on today's date (lifeStatusOn); the stored parts leave the row. */
export function withLifeStatus<Row extends PolicyQuotationListRow>(row: Row, today: string): Row {
  const { life_state, cancelled_on, ...rest } = row as Row & { life_state?: PolicyLifeState | null; cancelled_on?: string | null };
  return { ...rest, life_status: lifeStatusOn({ life_state, cancelled_on, policyeffectivedate: row.policyeffectivedate, policyscheduledate: row.policyscheduledate }, today) } as Row;
}

/** A list row as the record lists show it (their export too): its stage, policy status and billing status. */
function shownListRow<Row extends PolicyQuotationListRow>(row: Row & { delinquent?: boolean }, today: string): Row {
  const shown: Row & { delinquent?: boolean } = {
    ...withLifeStatus({ ...row, status: recordStage(row) }, today),
    billing_status: row.delinquent ? DELINQUENT_STATUS : null,
  };
  delete shown.delinquent;
  return shown;
}

async function* shownListPages<Row extends PolicyQuotationListRow>(pages: AsyncIterable<(Row & { delinquent: boolean })[]>, today: string): AsyncGenerator<Row[]> {
  for await (const page of pages) yield page.map((row) => shownListRow(row, today));
}

/** The creator fields of a new record, and the name history rows give whoever acts on a record. */
export async function creatorOf(creators: CreatorLookup, auth: AdminAuth) {
  if (auth.loginType === LOGIN_TYPE.staff) {
    const user = await creators.staffUser(auth.userId);
    if (!user) throw notFound('No such user');
    const agent = user.usertype === 'Agent' && user.agent_id !== null;
    return {
      policycreator_id: auth.userId,
      policycreator_name: user.firstname,
      submga_id: agent ? user.agent_id : null,
      submga_code: agent ? user.agent_code : null,
      submga_name: agent ? user.agent_name : null,
    };
  }
  return {
    policycreator_id: auth.userId,
    policycreator_name: (await creators.clientFullName(auth.clientId)) ?? 'Client admin',
    submga_id: null,
    submga_code: null,
    submga_name: null,
  };
}

/**
 * The agent whose book the caller works in: an Agent-type staff user sees and acts only on its
 * agent's records (others answer 404, as another client's do); null for everyone else.
 */
export async function agentScopeOf(creators: CreatorLookup, auth: AdminAuth): Promise<number | null> {
  if (auth.loginType !== LOGIN_TYPE.staff) return null;
  const user = await creators.staffUser(auth.userId);
  if (!user) throw notFound('No such user');
  return user.usertype === 'Agent' ? (user.agent_id ?? -1) : null;
}

/** The four saves of spec 3 §7: create or update, and whether the record goes out as a quotation. */
export type SaveKind = 'generate' | 'save';

/**
 * The 404 of a save on a record deleted since the form read it: who deleted it and when. Named on
 * id, the record the body names, so the form can say so rather than only that it is not there.
 */
function deletedMeanwhile(deletion: { deleted_at: Date | string; deleted_by: string | null }): AppError {
  const by = deletion.deleted_by ? `${deletion.deleted_by} deleted it` : 'it was deleted';
  const message = `This quotation was deleted meanwhile: ${by} on ${formatDateTime(deletion.deleted_at)} UTC. Nothing was saved; copy what you typed if you need it.`;
  return new AppError('NotFound', message, 404, [{ path: 'id', message }]);
}

/** What the record lists ask billing (its service, wired by the app): its kept delinquency dates brought up to date. */
export interface DelinquencyLookup {
  refreshDelinquency(clientId: number): Promise<void>;
}

export interface QuotationServiceDeps {
  creators: CreatorLookup;
  /** Billing's answer for the lists' Billing Status column; without it no policy is delinquent. */
  delinquency?: DelinquencyLookup;
  now?: () => Date;
  /** Whether the caller may write records: only then does the edit form's load carry private values in clear. */
  mayWriteRecords?: (auth: AdminAuth) => Promise<boolean>;
}

export function createQuotationService(db: Db, { creators, delinquency, now = () => new Date(), mayWriteRecords = async () => false }: QuotationServiceDeps) {
  const records = createQuotationRepository(db);
  const customerList = createCustomerList(db);
  const forms = createIntakeFormRepository(db);
  const agentOf = (auth: AdminAuth) => agentScopeOf(creators, auth);

  /**
   * A list query that compares billing's kept delinquency dates, brought up to date first: for its
   * Billing Status filter or sort, and for the column on the list's page (`shown`).
   */
  async function withDelinquency(clientId: number, query: ListQuery & { agentId: number | null; today: string }, shown = false): Promise<ListQuery> {
    if ((!shown && query.filters.billing_status === undefined && query.sort !== 'billing_status') || !delinquency) return query;
    await delinquency.refreshDelinquency(clientId);
    return { ...query, delinquencyKept: true };
  }

  /** Private attribute values (secure, PI secure) by their last 4, on every answer but the edit form's load. */
  async function masked<T extends { policydetails: PolicyDetails }>(auth: AdminAuth, rows: T[]): Promise<T[]> {
    const secure = await forms.secureAttributeIds(auth.clientId);
    return rows.map((row) => ({ ...row, policydetails: maskPolicyDetails(row.policydetails, secure) }));
  }

  /** The effective date a portal write may carry (quotation settings); 400 naming policyeffectivedate otherwise. */
  async function checkEffectiveDate(auth: AdminAuth, effective: string) {
    const window = await records.effectiveDateWindow(auth.clientId);
    const problem = effectiveDateProblem(effective, todayIso(now()), window);
    if (problem) throw badInput([{ path: 'policyeffectivedate', message: problem }], `Effective Date ${problem}`);
  }

  async function category(auth: AdminAuth, intakeId: number) {
    const found = await forms.category(auth.clientId, intakeId);
    if (!found) throw notFound('No such line of business');
    return found;
  }

  /**
   * The coverage table as the server computes it from the program's coverages (the client's sums
   * are not kept). A coverage's premium is never the client's: a row the record already holds keeps
   * its stored premium (an imported record's share of the carrier's premium) and whether it was
   * required (a coverage made required since does not force a declined row to Y); any other takes
   * its package's, which must be the premium the form showed: a package repriced since the form
   * was opened answers 409 naming each coverage with both figures, and nothing is written.
   */
  function coverageRows(payload: ParsedPolicyPayload, offered: ProgramCoverage[], today: string, stored: readonly CoverageRow[]): CoverageRow[] {
    const held = new Map(stored.map((row) => [row.coverage_id, row]));
    const errors: FieldError[] = [];
    const sent = new Map(payload.policycoverage.map((row) => [row.coverage_id, row]));
    for (const [i, row] of payload.policycoverage.entries()) {
      if (!offered.some((coverage) => coverage.id === row.coverage_id)) {
        errors.push({ path: `policycoverage.${i}.coverage_id`, message: 'is not a coverage of this program' });
      }
    }
    const repriced: { change: PremiumChange; path: string }[] = [];
    const rows = offered.map((offeredCoverage, i): CoverageRow => {
      const row = sent.get(offeredCoverage.id);
      const kept = held.get(offeredCoverage.id);
      const change = row && !kept ? premiumChange(offeredCoverage.coverage_name, row.premium, offeredCoverage.premium) : null;
      if (change) repriced.push({ change, path: `policycoverage.${payload.policycoverage.indexOf(row!)}.premium` });
      const coverage = kept ? { ...offeredCoverage, premium: kept.premium, covargerequired: kept.covargerequired } : offeredCoverage;
      if (row && exceedsLimit(row.coverageaccept, coverage.coveragelimit)) {
        errors.push({ path: `policycoverage.${i}.coverageaccept`, message: `${coverage.coverage_name} is over its limit of ${coverage.coveragelimit}` });
      }
      const accepted = acceptedCoverage(row?.coverageaccept ?? 0, coverage.coveragelimit);
      const basis = row?.deductiblebasis ?? 'Fixed Amt';
      if (basis === 'Percentage' && (row?.deductible ?? 0) > 100) {
        errors.push({ path: `policycoverage.${i}.deductible`, message: 'must be at most 100 percent' });
      }
      return {
        coverage_id: coverage.id,
        coverage_name: coverage.coverage_name,
        covargerequired: coverage.covargerequired,
        coveragelimit: coverage.coveragelimit,
        coverageaccept: accepted,
        deductiblebasis: basis,
        deductible: row?.deductible ?? 0,
        deductibleamount: deductibleAmount(accepted, basis, row?.deductible ?? 0),
        premium: coverage.premium,
        ...includeWithDate(coverage, row?.coverageinclude ?? '', today),
      };
    });
    if (errors.length > 0) throw badInput(errors);
    if (repriced.length > 0) {
      const message = premiumChangedMessage(repriced.map(({ change }) => change));
      throw new AppError('Conflict', message, 409, repriced.map(({ path }) => ({ path, message })));
    }
    return rows;
  }

  /**
   * Checks a payload against the client's configuration and answers the stored values. `stored` is
   * the record saved over: what its details hold that set-up no longer offers is kept
   * (checkPolicyDetails), and its coverages keep their premiums (coverageRows).
   */
  async function resolve(
    auth: AdminAuth,
    payload: ParsedPolicyPayload,
    stored: { details: PolicyDetails; coverage: readonly CoverageRow[]; amount: number | null; carrierPriced: boolean } = {
      details: {},
      coverage: [],
      amount: null,
      carrierPriced: false,
    },
  ) {
    assertSameClient(auth, payload.company_id);
    const intakeCategory = await forms.category(auth.clientId, payload.intake_id);
    if (!intakeCategory) throw unknownId('intake_id', 'line of business');
    const [programs, states, sublobs, groups] = await Promise.all([
      forms.programs(auth.clientId, intakeCategory.id),
      forms.states(auth.clientId, intakeCategory.id),
      forms.sublobs(auth.clientId, intakeCategory.id),
      forms.definition(auth.clientId, intakeCategory.id),
    ]);
    const program = programs.find((p) => p.id === payload.program_id);
    if (!program) throw unknownId('program_id', 'program of this line of business');
    const state = states.find((s) => s.id === payload.state_id);
    if (!state) throw unknownId('state_id', 'state of this line of business');
    const sublob = payload.sublob_id == null ? null : sublobs.find((s) => s.id === payload.sublob_id);
    if (sublob === undefined) throw unknownId('sublob_id', 'sub LOB of this line of business');
    // An agent's user writes only customers of its book: any other is answered as one that does not exist.
    if (payload.customer_id != null && !(await records.findCustomer(auth.clientId, payload.customer_id, await agentOf(auth)))) {
      throw unknownId('customer_id', 'customer');
    }

    const blankVehiclePart = missingVehiclePart(payload);
    if (blankVehiclePart) {
      throw badInput([{ path: blankVehiclePart, message: `is required with the rest of the vehicle (${VEHICLE_LABELS[blankVehiclePart]})` }]);
    }

    const scheduleDate = payload.policyduration
      ? policyEndDate(payload.policyeffectivedate, payload.policyduration)
      : (payload.policyscheduledate ?? addDays(payload.policyeffectivedate, DEFAULT_SCHEDULE_DAYS));
    if (scheduleDate < payload.policyeffectivedate) {
      throw badInput([{ path: 'policyscheduledate', message: 'must not be before the effective date' }]);
    }

    // The attributes that are the record's dates hold the record's dates, whatever the payload says of them.
    const details = withRecordDates(payload.policydetails, recordDateAttributes(groups), {
      policyeffectivedate: payload.policyeffectivedate,
      policyscheduledate: scheduleDate,
    });
    const check = checkPolicyDetails(groups, details, stored.details);
    if (check.missing.length > 0) {
      throw badInput(
        check.missing.map((name) => ({ path: 'policydetails', message: `${name} is required` })),
        requiredFieldsMessage(check.missing),
      );
    }
    if (check.problems.length > 0) throw badInput(check.problems, check.problems[0]!.message);

    const today = todayIso(now());
    const offered = await forms.programCoverages(auth.clientId, intakeCategory.id, program.id);
    // The record's amount and its Policy Amount attribute agree: an imported record's figure the user
    // changed there is its amount, shared among the coverages; otherwise the coverages' sum is written there.
    const { coverage, amount, details: saved } = recordAmountOnSave({
      details: check.normalized,
      attribute: recordAmountAttribute(groups),
      coverage: coverageRows(payload, offered, today, stored.coverage),
      packagePremiums: offered.map((row) => row.premium),
      carrierPriced: stored.carrierPriced,
      storedAmount: stored.amount,
      storedDetails: stored.details,
    });
    return {
      intake_id: intakeCategory.id,
      intake_Name: intakeCategory.category_name,
      intake_form_id: intakeCategory.id,
      intake_subName: sublob?.name ?? intakeCategory.sublob,
      customer_id: payload.customer_id ?? null,
      sublob_id: sublob?.id ?? null,
      sublob_code: sublob?.sublob_code ?? null,
      sublob_name: sublob?.name ?? null,
      program_id: program.id,
      programname: program.program_name,
      state_id: state.id,
      state_name: state.state_name,
      // The program's regulatory status (admitted or non-admitted paper), whatever the payload says.
      Admitted: program.admitted,
      firstname: payload.firstname,
      lastname: payload.lastname,
      phonenumber: payload.phonenumber,
      email: payload.email,
      address: payload.address,
      city: payload.city,
      state: payload.state,
      zipcode: payload.zipcode,
      policyeffectivedate: payload.policyeffectivedate,
      policyschedule: payload.policyschedule,
      policyscheduledate: scheduleDate,
      policyduration: payload.policyduration ?? null,
      policyamount: amount,
      balance: amount,
      policyquotation_graceperiod: payload.policyquotation_graceperiod,
      paymentgraceperiod: payload.paymentgraceperiod,
      paymentschedule: payload.paymentschedule ?? null,
      autopayment: payload.autopayment,
      policydetails: saved,
      policycoverage: coverage,
      vehicle: payload.vehicle,
      vehicleModel: payload.vehicleModel,
      vehicleModelYear: payload.vehicleModelYear,
    } satisfies Partial<RecordValues>;
  }

  /**
   * The customer is the insured: a chosen customer takes the form's customer fields (the insured's
   * attributes show and save the same values), a new one is written from them.
   */
  /**
   * The record's customer: a new one, or the one chosen with the record's insured details. An
   * agent's user changes only its own book: when it changes the details of a customer that records
   * of another book also insure, those keep the customer as it was and this record gets a customer
   * of its own. `agentId` is read before the transaction (`agentOf`): on the embedded database a
   * read outside it would wait for it.
   */
  async function customerFor(repo: ReturnType<typeof createQuotationRepository>, auth: AdminAuth, values: Awaited<ReturnType<typeof resolve>>, agentId: number | null) {
    if (values.customer_id === null) return repo.insertCustomer(auth.clientId, values);
    if (agentId !== null && (await repo.customerOutsideBook(auth.clientId, values.customer_id, agentId))) {
      const held = await repo.findCustomer(auth.clientId, values.customer_id);
      const unchanged = held !== null && CUSTOMER_KEYS.every((field) => (held[field] ?? '') === (values[field] ?? ''));
      return unchanged ? values.customer_id : repo.insertCustomer(auth.clientId, values);
    }
    await repo.updateCustomer(auth.clientId, values.customer_id, values);
    return values.customer_id;
  }

  /** The record's state must still be offered by its line when the save commits (Product set-up may remove it meanwhile). */
  async function holdState(repo: ReturnType<typeof createQuotationRepository>, auth: AdminAuth, values: Awaited<ReturnType<typeof resolve>>) {
    if (!(await repo.holdLineState(auth.clientId, values.intake_id, values.state_id))) {
      throw badInput([{ path: 'state_id', message: 'is no longer a state of this line of business' }]);
    }
  }

  async function withStatus(record: Omit<PolicyQuotation, 'status'> & { status: string }): Promise<PolicyQuotation> {
    return { ...record, status: recordStage(record) };
  }

  /** A live record of the caller's client and, for an agent's user, of its agent; 404 otherwise. Private values in clear. */
  async function find(auth: AdminAuth, id: number): Promise<PolicyQuotation> {
    const record = await records.find(auth.clientId, id, await agentOf(auth));
    if (!record) throw notFound('No such quotation');
    return withStatus(record);
  }

  /**
   * The record a save writes over: as find, but one deleted meanwhile (in the caller's client and
   * book) answers 404 saying who deleted it and when.
   */
  async function findForSave(auth: AdminAuth, id: number): Promise<PolicyQuotation> {
    const agentId = await agentOf(auth);
    const record = await records.find(auth.clientId, id, agentId);
    if (record) return withStatus(record);
    throw await goneError(records, auth, id, agentId);
  }

  async function goneError(repo: ReturnType<typeof createQuotationRepository>, auth: AdminAuth, id: number, agentId: number | null): Promise<AppError> {
    const deletion = await repo.deletion(auth.clientId, id, agentId);
    return deletion ? deletedMeanwhile(deletion) : notFound('No such quotation');
  }

  /** The record as views, documents and payments read it: private values masked. */
  const view = async (auth: AdminAuth, id: number) => ({ Policyquotations: (await masked(auth, [await find(auth, id)]))[0]! });

  return {
    agentOf,
    async list(auth: AdminAuth, companyId: number, query: ListQuery) {
      assertSameClient(auth, companyId);
      const today = todayIso(now());
      const { rows, total } = await records.list(auth.clientId, await withDelinquency(auth.clientId, { ...query, agentId: await agentOf(auth), today }, true));
      return { Policyquotations: rows.map((row) => shownListRow(row, today)), total };
    },
    /** The export of a record list (`/export<list call>`): the list's rows, filters and order, all pages, in the caller's client and agent's book. */
    async exportList(auth: AdminAuth, companyId: number, query: ListQuery): Promise<ListExport<RecordExportRow>> {
      assertSameClient(auth, companyId);
      const agentId = await agentOf(auth);
      const today = todayIso(now());
      const listed = await withDelinquency(auth.clientId, { ...query, agentId, today }, showsPolicyStatusColumns(query.scope));
      return {
        name: RECORD_EXPORT_NAME[query.scope],
        columns: recordExportColumns(query.scope),
        pages: shownListPages(records.exportPages(auth.clientId, listed, EXPORT_PAGE_SIZE), today),
      };
    },
    /** `/searchrecords`: the header's search box, in the caller's client and agent's book. */
    async search(auth: AdminAuth, request: RecordSearchRequestParsed): Promise<RecordSearchResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? 10;
      const { rows, total } = await records.search(auth.clientId, await agentOf(auth), request.q, page, pageSize);
      const today = todayIso(now());
      return { records: rows.map((row) => withLifeStatus({ ...row, status: recordStage(row) }, today)), total };
    },
    /** `/viewcustomerlist`: a page of the caller's customers (client and agent's book), filtered and sorted by the server; without a page, all of them. */
    async customers(auth: AdminAuth, companyId: number, query: CustomerListQuery): Promise<CustomerListResponse> {
      assertSameClient(auth, companyId);
      return customerList.page(auth.clientId, await agentOf(auth), query);
    },
    /** The customers list's export (`/exportviewcustomerlist`): the whole list as `customers` filters and orders it, read a page a statement. */
    async exportCustomers(auth: AdminAuth, companyId: number, query: CustomerListQuery): Promise<ListExport<Customer>> {
      assertSameClient(auth, companyId);
      return { name: 'customers', columns: CUSTOMER_EXPORT_COLUMNS, pages: customerList.pages(auth.clientId, await agentOf(auth), query, EXPORT_PAGE_SIZE) };
    },
    /**
     * `/viewcustomer`: one customer and its records, each read as the record lists read the caller's
     * (client, and an agent's user its agent's book). A customer of another client or outside the
     * agent's book is answered as one that does not exist.
     */
    async customer(auth: AdminAuth, companyId: number, customerId: number): Promise<CustomerViewResponse> {
      assertSameClient(auth, companyId);
      const agentId = await agentOf(auth);
      const customer = await records.findCustomer(auth.clientId, customerId, agentId);
      if (!customer) throw notFound('No such customer');
      const today = todayIso(now());
      const { rows } = await records.list(auth.clientId, { scope: 'all', filters: {}, customerId, agentId, today });
      return { customer, records: rows.map((row) => shownListRow(row, today)) };
    },
    view,
    /** The record view's answer: as view, with why the caller may not approve a quotation (maker-checker). */
    async viewWithApproval(auth: AdminAuth, id: number) {
      const { Policyquotations: record } = await view(auth, id);
      if (record.status !== 'Quotation' || record.quotation !== 1 || !(await records.approverMustDiffer(auth.clientId))) {
        return { Policyquotations: { ...record, approval_refusal: null } };
      }
      const [savers, approverCreatedBy] = await Promise.all([records.makers(auth.clientId, id), records.accountCreator(auth.userId)]);
      const refusal = makerCheckerRefusal({ approverMustDiffer: true }, record.policycreator_id, auth.userId, { savers, approverCreatedBy });
      return { Policyquotations: { ...record, approval_refusal: refusal } };
    },
    /** The edit form's load: private values in clear only to a user who may write records. */
    async edit(auth: AdminAuth, id: number) {
      const record = await find(auth, id);
      return { policyquotation: (await mayWriteRecords(auth)) ? record : (await masked(auth, [record]))[0]! };
    },
    async history(auth: AdminAuth, companyId: number, quotationId: number) {
      assertSameClient(auth, companyId);
      await find(auth, quotationId);
      const rows = await masked(auth, await records.listHistory(auth.clientId, quotationId));
      return { policyquotationhistory: rows.map((row) => ({ ...row, status: recordStage(row) })) };
    },
    async historyRecord(auth: AdminAuth, id: number) {
      const row = await records.findHistory(auth.clientId, id, await agentOf(auth));
      if (!row) throw notFound('No such history record');
      return { Policyquotationhis: { ...(await masked(auth, [row]))[0]!, status: recordStage(row) } };
    },
    // ------------------------------------------------------------ Form structure
    custodianCategory: async (auth: AdminAuth, id: number) => ({ data: await category(auth, id) }),
    intakeMain: async (auth: AdminAuth, id: number) => ({ intake: await category(auth, id) }),
    async placements(auth: AdminAuth, intakeId: number, clientId: number) {
      assertSameClient(auth, clientId);
      await category(auth, intakeId);
      return { Attiributecategory: await forms.placements(auth.clientId, intakeId) };
    },
    async group(auth: AdminAuth, groupId: number, clientId: number) {
      assertSameClient(auth, clientId);
      const group = await forms.group(auth.clientId, groupId);
      if (!group) throw notFound('No such attribute group');
      return { attiributegroup: group };
    },
    async attributes(auth: AdminAuth, groupId: number, clientId: number) {
      assertSameClient(auth, clientId);
      if (!(await forms.group(auth.clientId, groupId))) throw notFound('No such attribute group');
      return { attribute: await forms.activeAttributes(auth.clientId, groupId) };
    },
    async definition(auth: AdminAuth, intakeId: number): Promise<IntakeFormDefinitionResponse> {
      const intakeCategory = await category(auth, intakeId);
      return { category: intakeCategory, groups: await forms.definition(auth.clientId, intakeCategory.id) };
    },
    async sublobs(auth: AdminAuth, intakeId: number) {
      await category(auth, intakeId);
      return { intakesublob: await forms.sublobs(auth.clientId, intakeId) };
    },
    async statesAndPrograms(auth: AdminAuth, intakeId: number) {
      await category(auth, intakeId);
      const [state, programs] = await Promise.all([forms.states(auth.clientId, intakeId), forms.programs(auth.clientId, intakeId)]);
      return { state, program: programs.map(({ id, program_id, program_name, admitted }) => ({ id, program_id, program_name, admitted })) };
    },
    async programCoverage(auth: AdminAuth, programId: number, intakeId: number) {
      await category(auth, intakeId);
      const programs = await forms.programs(auth.clientId, intakeId);
      if (!programs.some((p) => p.id === programId)) throw notFound('No such program');
      return { ProgramLobCovarage: await forms.programCoverages(auth.clientId, intakeId, programId) };
    },

    // ------------------------------------------------------------ Saves
    async create(auth: AdminAuth, payload: ParsedPolicyPayload, kind: SaveKind): Promise<SavedRecordResponse> {
      const values = await resolve(auth, payload);
      assertCoverageTaken({ quotation: kind === 'generate' ? 1 : 0 }, values.policycoverage);
      await checkEffectiveDate(auth, values.policyeffectivedate);
      const creator = await creatorOf(creators, auth);
      const shortName = await records.clientShortName(auth.clientId);
      const agentId = await agentOf(auth);
      return db.transaction(async (tx) => {
        const repo = createQuotationRepository(tx);
        await holdState(repo, auth, values);
        const customerId = await customerFor(repo, auth, values, agentId);
        const unique_id = recordNumber(shortName, 'Q', now().getUTCFullYear(), await repo.nextNumber(auth.clientId));
        const id = await repo.insert({
          ...values,
          ...creator,
          customer_id: customerId,
          company_id: auth.clientId,
          unique_id,
          cardnumber: null,
          quotation: kind === 'generate' ? 1 : 0,
          policyapproved: 0,
          becomepolicy: 0,
        });
        await repo.recordHistory(auth.clientId, id, kind === 'generate' ? 'Quotation generated' : 'Intake form saved', creator.policycreator_name, auth.userId);
        return { message: kind === 'generate' ? 'Quotation created' : 'Intake form saved', id, unique_id };
      });
    },

    /** Saves a quotation or intake form again; `readAt`, the record's updatedAt as the form read it: saved since, 409 and nothing written. */
    async update(auth: AdminAuth, id: number, payload: ParsedPolicyPayload, kind: SaveKind, readAt: string): Promise<SavedRecordResponse> {
      const existing = await findForSave(auth, id);
      if (existing.status !== 'Quotation') {
        throw new AppError('Conflict', `This record is a ${existing.status} now and can no longer be edited as a quotation`, 409);
      }
      const values = await resolve(auth, payload, {
        details: existing.policydetails,
        coverage: existing.policycoverage,
        amount: existing.policyamount,
        carrierPriced: await records.importedFromCarrier(id),
      });
      // A quotation saved again stays one: only an intake form may be saved with no coverage yet.
      const quotation = kind === 'generate' ? 1 : existing.quotation;
      assertCoverageTaken({ quotation }, values.policycoverage);
      // An effective date already on the record was accepted when written; a changed one meets today's window.
      if (values.policyeffectivedate !== existing.policyeffectivedate) await checkEffectiveDate(auth, values.policyeffectivedate);
      const creator = await creatorOf(creators, auth);
      const agentId = await agentOf(auth);
      return db.transaction(async (tx) => {
        const repo = createQuotationRepository(tx);
        // Under the record's lock: a save over one saved since the form read it would undo that save.
        const held = await repo.lockForSave(auth.clientId, id);
        if (!held) throw await goneError(repo, auth, id, agentId);
        assertUnchangedSince('This quotation', held, readAt);
        await holdState(repo, auth, values);
        const customerId = await customerFor(repo, auth, values, agentId);
        const updated = await repo.updateQuotation(auth.clientId, id, {
          ...values,
          customer_id: customerId,
          quotation,
        });
        if (updated === null) throw new AppError('Conflict', 'This record changed stage while it was being saved', 409);
        await repo.recordHistory(auth.clientId, id, kind === 'generate' ? 'Quotation generated' : 'Quotation saved', creator.policycreator_name, auth.userId);
        return { message: 'Quotation updated', id, unique_id: existing.unique_id };
      });
    },
  };
}
export type QuotationService = ReturnType<typeof createQuotationService>;
export type { RecordListScope };
