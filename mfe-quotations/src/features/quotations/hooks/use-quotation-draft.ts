import { errorMessage, errorStatus, fieldErrors, savedMeanwhile } from '@kyubos/api';
import {
  policyPayloadSchema,
  vehicleModelYearSchema,
  type CoverageRow,
  type Customer,
  type Flag,
  type FormAttribute,
  type IntakeFormDefinitionResponse,
  type IntakeFormGroup,
  type PolicyPayload,
  type PolicyQuotation,
} from '@kyubos/contracts';
import {
  defaultPolicyDates,
  effectiveDateProblem,
  effectiveDateRange,
  initialCoverageRow,
  insuredAttributes,
  insuredValueOf,
  isChargedCoverage,
  missingCoverageProblem,
  type CustomerKey,
  type EffectiveDateWindow,
  missingVehiclePart,
  policyAmountOf,
  policyEndDate,
  recordAmountAttribute,
  recordDateAttributes,
  requiredFieldsMessage,
  todayIso,
  CUSTOMER_KEY_LABELS,
  CUSTOMER_KEYS,
  VEHICLE_LABELS,
  withInsuredValues,
  withRecordAmount,
  withRecordDates,
} from '@kyubos/domain';
import { useIntakeForm, type IntakeFormState } from '@kyubos/intake-form';
import { useClientId } from '@kyubos/mfe';
import { fieldRules, isUnreadableInput, toFormValues, useSchemaForm, type SchemaForm } from '@kyubos/screens';
import { STORAGE_KEYS } from '@kyubos/session';
import { useEffect, useMemo, useState } from 'react';
import { useIntakeStatesAndProgramsQuery, useProgramCoverageQuery, useSaveQuotationMutation } from '../api';
import { hasPremiumDetails } from '../line-of-business';

/** The fields of the policy payload the form edits as text (the attribute groups and coverages aside), with their labels. */
export const DRAFT_LABELS = {
  customer_id: 'Customer',
  ...CUSTOMER_KEY_LABELS,
  sublob_id: 'Sub LOB',
  state_id: 'State',
  program_id: 'Program',
  policyeffectivedate: 'Policy Effective Date',
  policyduration: 'Policy Duration',
  policyscheduledate: 'Policy Schedule Date',
  policyschedule: 'Policy Schedule',
  paymentschedule: 'Payment Schedule',
  policyquotation_graceperiod: 'Policy Quotation Grace Period',
  paymentgraceperiod: 'Policy Payment Grace Period',
  autopayment: 'Auto Payment',
  vehicle: VEHICLE_LABELS.vehicle,
  vehicleModel: VEHICLE_LABELS.vehicleModel,
  vehicleModelYear: VEHICLE_LABELS.vehicleModelYear,
} as const satisfies Partial<Record<keyof typeof policyPayloadSchema.shape, string>>;
export type DraftField = keyof typeof DRAFT_LABELS;
const DRAFT_FIELDS = Object.keys(DRAFT_LABELS) as DraftField[];

/** The customer's own fields, in the order the form shows them. */
export const CUSTOMER_FIELDS = CUSTOMER_KEYS satisfies readonly DraftField[];
type CustomerField = (typeof CUSTOMER_FIELDS)[number] | 'customer_id';

/** The fields the payload schema refuses blank: these name the notice that lists what is missing. */
const REQUIRED_FIELDS = DRAFT_FIELDS.filter((key) => fieldRules(policyPayloadSchema.shape[key]).required);

/** A customer's fields as form text (a blank customer for a new one). */
export const customerValues = (customer: Partial<Customer> | null): Record<CustomerField, string> =>
  toFormValues(['customer_id', ...CUSTOMER_FIELDS], customer ?? undefined);

/** The customer chosen on the home page's full list (selectedDataArray), if any. */
function selectedCustomer(): Partial<Customer> | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.selectedDataArray);
    return stored ? (JSON.parse(stored) as Partial<Customer>) : null;
  } catch {
    return null;
  }
}

/** What the form starts from: the record (edit), else the selected customer and today's default dates. */
function startingValues(record: PolicyQuotation | undefined, startFromSelection: boolean): Partial<Record<DraftField, unknown>> {
  if (record) return record;
  return { ...(startFromSelection ? selectedCustomer() : null), ...defaultPolicyDates(), autopayment: 0 };
}

/** The vehicle is optional but whole: every part or none, and a real model year (as the server checks). */
function vehicleProblemOf(values: Record<'vehicle' | 'vehicleModel' | 'vehicleModelYear', string>): string | null {
  const blank = missingVehiclePart(values);
  if (blank) return `Vehicle Details: ${VEHICLE_LABELS[blank]} is required with the rest of the vehicle.`;
  const year = vehicleModelYearSchema.safeParse(values.vehicleModelYear);
  return year.success ? null : `Vehicle Details: Year ${year.error.issues[0]!.message}.`;
}

const idOrNull = (text: string) => (text ? Number(text) : null);

/** The attributes that are the insured's own fields (one input each: the customer's value). */
export type InsuredAttributes = Partial<Record<CustomerKey, FormAttribute>>;

/** The attribute's value as the customer stores it: a phone of ten digits as '1' and the ten digits. */
function customerValueOf(key: CustomerKey, value: string): string {
  const digits = value.replace(/\D/g, '');
  return key === 'phonenumber' && digits.length === 10 ? `1${digits}` : value;
}

/** The groups without the given attributes; a group left with none is not shown at all. */
function groupsWithout(groups: readonly IntakeFormGroup[], attributes: readonly FormAttribute[]): IntakeFormGroup[] {
  const left = new Set(attributes.map((attribute) => attribute.id));
  return groups
    .map((group) => ({ ...group, attributes: group.attributes.filter((attribute) => !left.has(attribute.id)) }))
    .filter((group) => group.attributes.length > 0);
}

/** A save answered 404 because the record was deleted since the form read it (the server names id, saying who deleted it and when). */
const deletedMeanwhile = (error: unknown) => fieldErrors(error).some((problem) => problem.path === 'id');
/** A save refused because a coverage's premium changed since the form showed it (the server names policycoverage.N.premium). */
const repricedMeanwhile = (error: unknown) => fieldErrors(error).some((problem) => /^policycoverage\.\d+\.premium$/.test(problem.path));

/** A save answered 404: the record was removed, or is no longer in the user's book (README "Agents' books"). */
const NO_LONGER_AVAILABLE =
  'This quotation is no longer available to you: it was removed, or moved out of your book. Nothing was saved; what you typed is still here.';

const FORMAT_PROBLEM = 'Some values do not match their format. Please correct the fields marked in red.';

/** A message above the form: what blocks the save (values to correct: no Retry), or a failed save (then Retry). */
export interface DraftNotice {
  text: string;
  retry: boolean;
  /** The record was saved by someone else since the form read it: the form offers to reload it (what was typed stays until then). */
  reload?: boolean;
  /** The program's rates changed since the form showed them: the form offers to take the current ones (refreshRates). */
  refreshRates?: boolean;
  /** It is about the fields marked at fault: it goes once none is (each goes as it is corrected). */
  aboutFields?: boolean;
}

/** Why the coverages as chosen cannot be sent (none taken), at the coverage table; `attempt` counts the refusals, each taking the focus there. */
export interface CoverageRefusal {
  message: string;
  attempt: number;
}

export interface QuotationDraft {
  form: SchemaForm<DraftField>;
  intake: IntakeFormState;
  coverage: readonly CoverageRow[];
  setCoverage: (rows: CoverageRow[]) => void;
  /** The chosen program (0 for none) and the coverages it offers. */
  programId: number;
  programCoverage: ReturnType<typeof useProgramCoverageQuery>;
  /**
   * Admitted, the chosen program's regulatory status as its Product set-up sets it ('1' admitted,
   * '0' non-admitted): the record takes it when saved. Null until a program is chosen.
   */
  admitted: Flag | null;
  /** The Admitted the record holds (edit); null for a new draft. */
  storedAdmitted: Flag | null;
  amount: number;
  premiumDetails: boolean;
  /** Something was changed since the form opened. */
  changed: boolean;
  notice: DraftNotice | null;
  /** The form's or the server's refusal of a quotation taking no coverage; gone once one is taken. */
  coverageRefusal: CoverageRefusal | null;
  saving: boolean;
  /** The customer fields the Customer section shows: those no attribute of the form holds. */
  customerFields: readonly (typeof CUSTOMER_FIELDS)[number][];
  /** The effective dates the portal accepts today, and the rule as the form states it. */
  effectiveRange: { min: string; max: string; message: string } | null;
  /** Chooses a stored customer (null for a new one) and fills its fields. */
  chooseCustomer: (customer: Customer | null) => void;
  /**
   * Sets a date or a duration from its input (with its change event); the schedule date follows
   * the effective date and the duration, and is blank while the effective date names no day.
   */
  setTerm: (key: 'policyeffectivedate' | 'policyduration', value: string, event?: unknown) => void;
  /** Checks and sends the draft; true once saved. `generate` sends it out as a quotation. */
  submit: (generate: boolean) => Promise<boolean>;
  /** Forgets the changes (the user chose to leave without saving). */
  discard: () => void;
  /**
   * Reads the program's rates again and gives each coverage row the record does not hold its
   * current premium, keeping what was chosen on it (a row the record holds keeps its stored premium, as the server does).
   */
  refreshRates: () => Promise<void>;
}

/**
 * The draft of a quotation: the policy payload's fields, checked by `policyPayloadSchema` (its
 * required fields, lengths and formats), the line of business's attribute groups and the
 * coverage table of the chosen program, and the payload they make.
 */
export function useQuotationDraft({
  definition,
  record,
  newCustomer,
  effectiveWindow,
}: {
  definition: IntakeFormDefinitionResponse;
  record?: PolicyQuotation;
  newCustomer: boolean;
  /** The quotation settings' effective date window; unknown while they load. */
  effectiveWindow?: EffectiveDateWindow;
}): QuotationDraft {
  const companyId = useClientId();
  const intakeId = definition.category.id;
  const today = todayIso();
  const linked: InsuredAttributes = useMemo(() => insuredAttributes(definition.groups), [definition.groups]);
  // The record's date attributes are asked once, in Policy Dates: the intake form neither shows nor
  // checks them, and the payload gives them the record's dates.
  const dated = useMemo(() => recordDateAttributes(definition.groups), [definition.groups]);
  const askedGroups = useMemo(() => groupsWithout(definition.groups, Object.values(dated)), [definition.groups, dated]);
  const [start] = useState(() => startingValues(record, !newCustomer));
  // The record as the form read it: a later load (after a refused save) does not make its changes the form's.
  const [readAt] = useState(record?.updatedAt);
  const form = useSchemaForm(policyPayloadSchema, start, DRAFT_FIELDS);
  // A record whose Policy Amount attribute holds nothing (an imported one) opens with its stored amount there.
  const [startDetails] = useState(() =>
    withRecordAmount(withInsuredValues(record?.policydetails ?? {}, linked, start), recordAmountAttribute(definition.groups), record?.policyamount),
  );
  // Without dates, withRecordDates takes the stored date attributes out of the values the intake form edits.
  const intake = useIntakeForm(askedGroups, withRecordDates(startDetails, dated, {}));
  const [coverage, setCoverageRows] = useState<CoverageRow[]>(record?.policycoverage ?? []);
  const [coverageProgram, setCoverageProgram] = useState(record?.program_id ?? null);
  const [coverageChanged, setCoverageChanged] = useState(false);
  const [notice, setNotice] = useState<DraftNotice | null>(null);
  const [coverageRefusal, setCoverageRefusal] = useState<CoverageRefusal | null>(null);
  const refuseCoverage = (message: string) => setCoverageRefusal((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
  const [discarded, setDiscarded] = useState(false);
  const [save, saving] = useSaveQuotationMutation();

  const programId = Number(form.values.program_id) || 0;
  const programCoverage = useProgramCoverageQuery({ programId, intakeId }, { skip: programId === 0 });
  const programs = useIntakeStatesAndProgramsQuery(intakeId);
  // The record's own value stands in while the programs load.
  const admitted =
    programs.data?.program.find((program) => program.id === programId)?.admitted ?? (record && programId === record.program_id ? record.Admitted : null);

  // A newly chosen program starts its coverage table from the program's coverages.
  useEffect(() => {
    if (programId === 0 || !programCoverage.data || coverageProgram === programId) return;
    setCoverageRows(programCoverage.data.map((item) => initialCoverageRow(item, today)));
    setCoverageProgram(programId);
    setCoverageRefusal(null);
  }, [programId, programCoverage.data, coverageProgram, today]);

  const { values } = form;

  // The insured's attributes are the customer's fields: what is typed there is the customer's value.
  const insuredValues = Object.fromEntries(
    (Object.entries(linked) as [CustomerKey, FormAttribute][]).map(([key, attribute]) => [key, customerValueOf(key, intake.value(attribute, 0))]),
  ) as Partial<Record<CustomerKey, string>>;
  const insuredChanged = (Object.keys(insuredValues) as CustomerKey[]).some((key) => insuredValues[key] !== values[key]);
  useEffect(() => {
    if (insuredChanged) form.update(insuredValues);
  });

  const effectiveRange = effectiveWindow
    ? { ...effectiveDateRange(today, effectiveWindow), message: `The effective date ${effectiveDateProblem('', today, effectiveWindow) ?? ''}.` }
    : null;

  function setTerm(key: 'policyeffectivedate' | 'policyduration', value: string, event?: unknown) {
    const next = { ...values, [key]: value };
    const duration = policyPayloadSchema.shape.policyduration.safeParse(next.policyduration);
    // Only a day the contract takes makes a schedule date: not one typed half-way (a year 0202 on
    // the way to 2027) nor one the input cannot read (02/30/2027, whose value is '').
    const unreadable = key === 'policyeffectivedate' ? isUnreadableInput(event) : form.isUnreadable('policyeffectivedate');
    const effective = !unreadable && policyPayloadSchema.shape.policyeffectivedate.safeParse(next.policyeffectivedate).success ? next.policyeffectivedate : null;
    form.input(key, value, event);
    if (duration.success && duration.data) form.update({ policyscheduledate: effective ? policyEndDate(effective, duration.data) : '' });
  }

  function payload(): PolicyPayload {
    return {
      ...values,
      company_id: companyId,
      intake_id: intakeId,
      customer_id: idOrNull(values.customer_id),
      sublob_id: idOrNull(values.sublob_id),
      program_id: Number(values.program_id),
      state_id: Number(values.state_id),
      // The server stores the program's in any case.
      Admitted: admitted ?? undefined,
      autopayment: values.autopayment === '1' ? 1 : 0,
      policyduration: values.policyduration || null,
      paymentschedule: values.paymentschedule || null,
      policydetails: withRecordDates(intake.details, dated, values),
      policycoverage: coverage.map((row) => ({
        coverage_id: row.coverage_id,
        coverageinclude: row.coverageinclude,
        coverageaccept: String(row.coverageaccept),
        deductiblebasis: row.deductiblebasis,
        deductible: row.deductible,
        premium: row.premium,
      })),
    };
  }

  async function submit(generate: boolean): Promise<boolean> {
    setNotice(null);
    const { missing, problems } = intake.validate();
    const blank: string[] = [];
    for (const key of REQUIRED_FIELDS) {
      // A date input holding what names no day is not blank: validate() says it is not a valid date.
      if (values[key].trim() || form.isUnreadable(key)) continue;
      const attribute = linked[key as CustomerKey];
      const label = attribute ? attribute.name : DRAFT_LABELS[key];
      if (!missing.includes(label)) blank.push(label);
    }
    if (blank.length + missing.length > 0) {
      // The blank fields of the draft itself are marked too, as the intake form's are.
      if (blank.length > 0) form.validate();
      setNotice({ text: requiredFieldsMessage([...blank, ...missing]), retry: false, aboutFields: true });
      return false;
    }
    if (problems > 0) {
      setNotice({ text: FORMAT_PROBLEM, retry: false, aboutFields: true });
      return false;
    }
    const vehicleProblem = vehicleProblemOf(values);
    if (vehicleProblem) {
      setNotice({ text: vehicleProblem, retry: false });
      return false;
    }
    // The server's window for a new or changed effective date (an unchanged date of a record is kept),
    // for a day the contract takes: any other is named by validate() below ('has the year 0027').
    const dateProblem =
      effectiveWindow &&
      values.policyeffectivedate !== record?.policyeffectivedate &&
      policyPayloadSchema.shape.policyeffectivedate.safeParse(values.policyeffectivedate).success
        ? effectiveDateProblem(values.policyeffectivedate, today, effectiveWindow)
        : null;
    if (dateProblem) {
      form.showServerErrors({ status: 400, data: { errors: [{ path: 'policyeffectivedate', message: dateProblem }] } });
      setNotice({ text: `${DRAFT_LABELS.policyeffectivedate} ${dateProblem}.`, retry: false, aboutFields: true });
      return false;
    }
    if (!form.validate()) {
      setNotice({ text: FORMAT_PROBLEM, retry: false, aboutFields: true });
      return false;
    }
    // A quotation (generated, or one saved again) takes a coverage; an intake form may be saved with none yet.
    const coverageProblem = missingCoverageProblem({ quotation: generate ? 1 : (record?.quotation ?? 0) }, coverage);
    if (coverageProblem) {
      refuseCoverage(coverageProblem);
      return false;
    }
    try {
      await save({ payload: payload(), id: record?.id, updatedAt: readAt, generate }).unwrap();
      setDiscarded(true);
      return true;
    } catch (error) {
      // The record is no longer the user's to reach (removed, or moved to an agent whose book it does not read): the form stays with what was typed.
      if (record && errorStatus(error) === 404) {
        setNotice({ text: deletedMeanwhile(error) ? errorMessage(error, NO_LONGER_AVAILABLE) : NO_LONGER_AVAILABLE, retry: false });
        return false;
      }
      if (savedMeanwhile(error)) {
        setNotice({ text: errorMessage(error, 'This quotation changed meanwhile.'), retry: false, reload: true });
        return false;
      }
      if (repricedMeanwhile(error)) {
        setNotice({ text: errorMessage(error, 'The premiums changed since this form was opened.'), retry: false, refreshRates: true });
        return false;
      }
      const coverageError = fieldErrors(error).find((problem) => problem.path === 'policycoverage');
      if (coverageError) {
        refuseCoverage(coverageError.message);
        return false;
      }
      // A refusal of the values (400) would only be refused again: Retry is for a save that failed on the way.
      const onFields = form.showServerErrors(error);
      const refused = onFields || (error as { status?: unknown } | null)?.status === 400;
      setNotice({ text: errorMessage(error, 'The quotation could not be saved. Please try again.'), retry: !refused, aboutFields: onFields });
      return false;
    }
  }

  async function refreshRates() {
    const current = (await programCoverage.refetch()).data;
    if (!current) return;
    const premiumOf = new Map(current.map((item) => [item.id, item.premium]));
    const held = new Set(record?.policycoverage.map((row) => row.coverage_id));
    setCoverageRows((rows) =>
      rows.map((row) => (held.has(row.coverage_id) || !premiumOf.has(row.coverage_id) ? row : { ...row, premium: premiumOf.get(row.coverage_id)! })),
    );
    setCoverageChanged(true);
    setNotice(null);
  }

  // A notice about the marked fields goes with the last of their marks, not at the next save.
  const fieldsAtFault = Object.keys(form.errors).length > 0 || Object.keys(intake.errors).length > 0;
  const staleNotice = notice?.aboutFields === true && !fieldsAtFault;
  useEffect(() => {
    if (staleNotice) setNotice(null);
  }, [staleNotice]);

  return {
    form,
    intake,
    coverage,
    setCoverage: (rows) => {
      setCoverageChanged(true);
      setCoverageRows(rows);
      if (rows.some(isChargedCoverage)) setCoverageRefusal(null);
    },
    programId,
    programCoverage,
    admitted,
    storedAdmitted: record?.Admitted ?? null,
    amount: policyAmountOf(coverage),
    premiumDetails: hasPremiumDetails(definition.category.category_name),
    changed: !discarded && (form.dirty || intake.dirty || coverageChanged),
    notice: staleNotice ? null : notice,
    coverageRefusal,
    saving: saving.isLoading,
    customerFields: CUSTOMER_FIELDS.filter((key) => !linked[key]),
    effectiveRange,
    chooseCustomer: (customer) => {
      const chosen = customerValues(customer);
      form.update(chosen);
      for (const [key, attribute] of Object.entries(linked) as [CustomerKey, FormAttribute][]) {
        intake.setValue(attribute, 0, insuredValueOf(key, attribute, chosen[key]));
      }
    },
    setTerm,
    submit,
    discard: () => setDiscarded(true),
    refreshRates,
  };
}
