import { errorMessage } from '@kyubos/api';
import {
  POLICY_DURATIONS,
  type CoverageRow,
  type Customer,
  type IntakeFormDefinitionResponse,
  type PolicyDuration,
  type PolicyPayload,
  type PolicyQuotation,
  type ProgramCoverage,
  vehicleModelYearSchema,
} from '@kyubos/contracts';
import {
  defaultPolicyDates,
  formatUsd,
  initialCoverageRow,
  missingVehiclePart,
  POLICY_DURATION_LABEL,
  policyAmountOf,
  policyEndDate,
  requiredFieldsMessage,
  todayIso,
  VEHICLE_FIELDS,
  VEHICLE_LABELS,
  type VehicleFields,
} from '@kyubos/domain';
import { CoverageTable, IntakeForm, useIntakeForm } from '@kyubos/intake-form';
import { QueryError, useRouteId } from '@kyubos/screens';
import { readAdminSession, STORAGE_KEYS } from '@kyubos/session';
import {
  Alert,
  Breadcrumbs,
  Button,
  CheckboxField,
  ConfirmDialog,
  FormGrid,
  FormSection,
  LinkButton,
  LoadingState,
  NotFoundPage,
  Page,
  RadioGroupField,
  SelectField,
  TextField,
} from '@kyubos/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  useCustomersQuery,
  useIntakeFormQuery,
  useIntakeStatesAndProgramsQuery,
  useIntakeSublobsQuery,
  useProgramCoverageQuery,
  useQuotationRecordQuery,
  useSaveQuotationMutation,
} from '../api';
import { hasPremiumDetails } from '../line-of-business';
import { Actions } from './record-view';

/** The fields of the form besides the attribute groups and the coverage table, as typed. */
interface PolicyFields {
  customer_id: string;
  firstname: string;
  lastname: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  phonenumber: string;
  email: string;
  sublob_id: string;
  state_id: string;
  program_id: string;
  policyeffectivedate: string;
  policyduration: PolicyDuration | '';
  policyscheduledate: string;
  policyschedule: string;
  paymentschedule: PolicyDuration | '';
  policyquotation_graceperiod: string;
  paymentgraceperiod: string;
  Admitted: '0' | '1';
  autopayment: boolean;
  vehicle: string;
  vehicleModel: string;
  vehicleModelYear: string;
}
type CustomerFields = Pick<PolicyFields, 'firstname' | 'lastname' | 'address' | 'city' | 'state' | 'zipcode' | 'phonenumber' | 'email'>;
const CUSTOMER_FIELDS: ReadonlyArray<[keyof CustomerFields, string]> = [
  ['firstname', 'First Name'],
  ['lastname', 'Last Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipcode', 'Zip Code'],
  ['phonenumber', 'Phone Number'],
  ['email', 'Email'],
];
/** The two grace periods of Premium Details, free text. */
const GRACE_PERIODS: ReadonlyArray<[keyof Pick<PolicyFields, 'policyquotation_graceperiod' | 'paymentgraceperiod'>, string]> = [
  ['policyquotation_graceperiod', 'Policy Quotation Grace Period'],
  ['paymentgraceperiod', 'Policy Payment Grace Period'],
];
const NEW_CUSTOMER = '';
/** A lookup list as select options, by id. */
const choicesOf = <T extends { id: number }>(items: readonly T[] | undefined, label: (item: T) => string) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: label(item) }));
const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

function customerFields(customer: Partial<Customer> | null): CustomerFields & { customer_id: string } {
  return {
    customer_id: text(customer?.customer_id),
    firstname: text(customer?.firstname),
    lastname: text(customer?.lastname),
    address: text(customer?.address),
    city: text(customer?.city),
    state: text(customer?.state),
    zipcode: text(customer?.zipcode),
    phonenumber: text(customer?.phonenumber),
    email: text(customer?.email),
  };
}

/** The customer chosen on the home page's full list (selectedDataArray), if any. */
function selectedCustomer(): Partial<Customer> | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.selectedDataArray);
    return stored ? (JSON.parse(stored) as Partial<Customer>) : null;
  } catch {
    return null;
  }
}

function initialFields(record: PolicyQuotation | undefined, startFromSelection: boolean): PolicyFields {
  const dates = defaultPolicyDates();
  const base: PolicyFields = {
    ...customerFields(record ?? (startFromSelection ? selectedCustomer() : null)),
    sublob_id: text(record?.sublob_id),
    state_id: text(record?.state_id),
    program_id: text(record?.program_id),
    policyeffectivedate: record?.policyeffectivedate ?? dates.policyeffectivedate,
    policyduration: record?.policyduration ?? '',
    policyscheduledate: record?.policyscheduledate ?? dates.policyscheduledate,
    policyschedule: text(record?.policyschedule),
    paymentschedule: (record?.paymentschedule as PolicyDuration | null) ?? '',
    policyquotation_graceperiod: text(record?.policyquotation_graceperiod),
    paymentgraceperiod: text(record?.paymentgraceperiod),
    Admitted: record?.Admitted ?? '1',
    autopayment: record?.autopayment === 1,
    vehicle: text(record?.vehicle),
    vehicleModel: text(record?.vehicleModel),
    vehicleModelYear: text(record?.vehicleModelYear),
  };
  return base;
}

/** The vehicle is optional but whole: every part or none, and a real model year (as the server checks). */
function vehicleProblemOf(fields: Pick<PolicyFields, keyof VehicleFields>): string | null {
  const blank = missingVehiclePart(fields);
  if (blank) return `Vehicle Details: ${VEHICLE_LABELS[blank]} is required with the rest of the vehicle.`;
  const year = vehicleModelYearSchema.safeParse(fields.vehicleModelYear);
  return year.success ? null : `Vehicle Details: Year ${year.error.issues[0]!.message}.`;
}

const durationOptions = POLICY_DURATIONS.map((duration) => ({ value: duration, label: POLICY_DURATION_LABEL[duration] }));

interface QuotationFormProps {
  definition: IntakeFormDefinitionResponse;
  record?: PolicyQuotation;
  /** /add_customer_for_user_admin_policy: start with a new customer rather than the selected one. */
  newCustomer?: boolean;
}

/**
 * The creation and edit form of spec 3 §2.2-§2.3: customer, sub-LOB, state, program, dates,
 * premium details, one section per attribute group and the coverage table. The API checks the
 * same rules again and computes the amount and dates itself.
 */
function QuotationForm({ definition, record, newCustomer = false }: QuotationFormProps) {
  const navigate = useNavigate();
  const companyId = readAdminSession()?.clientId ?? 0;
  const intakeId = definition.category.id;
  const today = todayIso();
  const [fields, setFields] = useState<PolicyFields>(() => initialFields(record, !newCustomer));
  const intake = useIntakeForm(definition.groups, record?.policydetails ?? {});
  const [coverage, setCoverage] = useState<CoverageRow[]>(record?.policycoverage ?? []);
  const [coverageProgram, setCoverageProgram] = useState(record?.program_id ?? null);
  const [dirty, setDirty] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [askSave, setAskSave] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [save, saving] = useSaveQuotationMutation();

  const customers = useCustomersQuery(companyId);
  const sublobs = useIntakeSublobsQuery(intakeId);
  const options = useIntakeStatesAndProgramsQuery(intakeId);
  const durationSelect = (name: 'policyduration' | 'paymentschedule', label: string, placeholder: string) => (
    <SelectField
      name={name}
      label={label}
      value={fields[name]}
      placeholder={placeholder}
      options={durationOptions}
      onChange={(value) => set(name, value as PolicyDuration | '')}
    />
  );
  const lineOfBusinessChoices: ReadonlyArray<{ name: 'sublob_id' | 'state_id' | 'program_id'; label: string; required: boolean; choices: { value: string; label: string }[] }> = [
    { name: 'sublob_id', label: 'Sub LOB', required: false, choices: choicesOf(sublobs.data, (item) => item.name) },
    { name: 'state_id', label: 'State', required: true, choices: choicesOf(options.data?.state, (item) => item.state_name) },
    { name: 'program_id', label: 'Program', required: true, choices: choicesOf(options.data?.program, (item) => item.program_name) },
  ];
  const programId = Number(fields.program_id) || 0;
  const programCoverage = useProgramCoverageQuery({ programId, intakeId }, { skip: programId === 0 });

  // A newly chosen program starts its coverage table from the program's coverages.
  useEffect(() => {
    if (programId === 0 || !programCoverage.data || coverageProgram === programId) return;
    setCoverage(programCoverage.data.map((item: ProgramCoverage) => initialCoverageRow(item, today)));
    setCoverageProgram(programId);
  }, [programId, programCoverage.data, coverageProgram, today]);

  const set = <K extends keyof PolicyFields>(key: K, value: PolicyFields[K]) => {
    setDirty(true);
    setFields((current) => {
      const next = { ...current, [key]: value };
      if ((key === 'policyduration' || key === 'policyeffectivedate') && next.policyduration && next.policyeffectivedate) {
        next.policyscheduledate = policyEndDate(next.policyeffectivedate, next.policyduration);
      }
      return next;
    });
  };
  const chooseCustomer = (id: string) => {
    const customer = customers.data?.find((item) => String(item.customer_id) === id) ?? null;
    setDirty(true);
    setFields((current) => ({ ...current, ...customerFields(customer) }));
  };

  const amount = policyAmountOf(coverage);
  const premiumDetails = hasPremiumDetails(definition.category.category_name);
  const changed = dirty || intake.dirty;

  async function submit(generate: boolean) {
    setAlert(null);
    const { missing, problems } = intake.validate();
    const customerMissing = CUSTOMER_FIELDS.filter(([key]) => (key === 'firstname' || key === 'lastname') && !fields[key].trim()).map(([, label]) => label);
    const choicesMissing = [
      ...(fields.state_id ? [] : ['State']),
      ...(fields.program_id ? [] : ['Program']),
    ];
    const allMissing = [...customerMissing, ...choicesMissing, ...missing];
    if (allMissing.length > 0) {
      window.alert(requiredFieldsMessage(allMissing));
      return;
    }
    if (problems > 0) {
      setAlert('Some values do not match their format. Please correct the fields marked in red.');
      return;
    }
    const vehicleProblem = vehicleProblemOf(fields);
    if (vehicleProblem) {
      setAlert(vehicleProblem);
      return;
    }
    const payload: PolicyPayload = {
      company_id: companyId,
      intake_id: intakeId,
      customer_id: fields.customer_id ? Number(fields.customer_id) : null,
      sublob_id: fields.sublob_id ? Number(fields.sublob_id) : null,
      program_id: Number(fields.program_id),
      state_id: Number(fields.state_id),
      Admitted: fields.Admitted,
      firstname: fields.firstname,
      lastname: fields.lastname,
      address: fields.address,
      city: fields.city,
      state: fields.state,
      zipcode: fields.zipcode,
      phonenumber: fields.phonenumber,
      email: fields.email,
      policyeffectivedate: fields.policyeffectivedate,
      policyduration: fields.policyduration || null,
      policyscheduledate: fields.policyscheduledate,
      policyschedule: fields.policyschedule,
      paymentschedule: fields.paymentschedule || null,
      policyquotation_graceperiod: fields.policyquotation_graceperiod,
      paymentgraceperiod: fields.paymentgraceperiod,
      autopayment: fields.autopayment ? 1 : 0,
      vehicle: fields.vehicle,
      vehicleModel: fields.vehicleModel,
      vehicleModelYear: fields.vehicleModelYear,
      policydetails: intake.details,
      policycoverage: coverage.map((row) => ({
        coverage_id: row.coverage_id,
        coverageinclude: row.coverageinclude,
        coverageaccept: String(row.coverageaccept),
        deductiblebasis: row.deductiblebasis,
        deductible: row.deductible,
        premium: row.premium,
      })),
    };
    try {
      await save({ payload, id: record?.id, generate }).unwrap();
      setDirty(false);
      navigate(paths.home.href());
    } catch (error) {
      setAlert(errorMessage(error, 'The quotation could not be saved. Please try again.'));
    }
  }

  // An outside click on an edited form asks whether to save (spec 3 §2.2).
  useEffect(() => {
    if (!changed) return;
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (formRef.current?.contains(target) || (target instanceof Element && target.closest('[role="dialog"]'))) return;
      if (target instanceof Element && target.closest('a, button')) {
        event.preventDefault();
        setAskSave(true);
      }
    };
    document.addEventListener('mousedown', onMouseDown, true);
    return () => document.removeEventListener('mousedown', onMouseDown, true);
  }, [changed]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  const title = record ? 'Edit Policies Quotations' : definition.category.category_name;
  return (
    <Page
      title={title}
      breadcrumbs={
        <Breadcrumbs
          items={
            record
              ? [{ label: 'Policies Quotations', to: paths.quotations.href() }, { label: 'Edit Policies Quotations' }]
              : [{ label: definition.category.category_name }]
          }
        />
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title} onChange={() => setDirty(true)}>
        {alert && (
          <Alert>
            {alert}{' '}
            <Button variant="link" onClick={() => void submit(false)}>
              Retry
            </Button>
          </Alert>
        )}
        <FormSection title="Customer">
          <FormGrid>
            <SelectField
              name="customer_id"
              label="Customer"
              value={fields.customer_id}
              placeholder="New customer"
              options={(customers.data ?? []).map((customer) => ({ value: String(customer.customer_id), label: `${customer.lastname}, ${customer.firstname}` }))}
              error={customers.isError ? 'The customers could not be loaded.' : undefined}
              onChange={(value) => (value === NEW_CUSTOMER ? chooseCustomer('') : chooseCustomer(value))}
            />
            <span />
            {CUSTOMER_FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                name={key}
                label={label}
                type={key === 'email' ? 'email' : 'text'}
                required={key === 'firstname' || key === 'lastname'}
                maxLength={key === 'address' ? 300 : 100}
                value={fields[key]}
                onChange={(value) => set(key, value)}
              />
            ))}
          </FormGrid>
        </FormSection>

        <FormSection title="Line of business">
          <FormGrid>
            {lineOfBusinessChoices.map(({ name, label, required, choices }) => (
              <SelectField
                key={name}
                name={name}
                label={label}
                required={required}
                value={fields[name]}
                placeholder={`Select ${label}`}
                options={choices}
                onChange={(value) => set(name, value)}
              />
            ))}
          </FormGrid>
          {options.isError && <QueryError error={options.error} area="Quotations" what="states and programs" retry={options.refetch} />}
        </FormSection>

        <FormSection title="Policy Dates">
          <FormGrid>
            <TextField
              name="policyeffectivedate"
              label="Policy Effective Date"
              type="date"
              required
              min={record ? undefined : today}
              value={fields.policyeffectivedate}
              onChange={(value) => set('policyeffectivedate', value)}
            />
            {durationSelect('policyduration', 'Policy Duration', 'Select Duration')}
            <TextField
              name="policyscheduledate"
              label="Policy Schedule Date"
              type="date"
              value={fields.policyscheduledate}
              readOnly={fields.policyduration !== ''}
              onChange={(value) => set('policyscheduledate', value)}
            />
          </FormGrid>
        </FormSection>

        <FormSection title="Vehicle Details">
          <FormGrid>
            {VEHICLE_FIELDS.map((field) => (
              <TextField
                key={field}
                name={field}
                label={VEHICLE_LABELS[field]}
                maxLength={field === 'vehicleModelYear' ? 4 : 100}
                inputMode={field === 'vehicleModelYear' ? 'numeric' : undefined}
                value={fields[field]}
                onChange={(value) => set(field, value)}
              />
            ))}
          </FormGrid>
        </FormSection>

        {premiumDetails && (
          <FormSection title="Premium Details">
            <FormGrid>
              <TextField name="policyamount" label="Policy Amount" value={formatUsd(amount)} readOnly onChange={() => undefined} />
              <TextField name="policyschedule" label="Policy Schedule" maxLength={50} value={fields.policyschedule} onChange={(value) => set('policyschedule', value)} />
              {durationSelect('paymentschedule', 'Payment Schedule', 'Select Schedule')}
              {GRACE_PERIODS.map(([name, label]) => (
                <TextField key={name} name={name} label={label} maxLength={100} value={fields[name]} onChange={(value) => set(name, value)} />
              ))}
              <RadioGroupField
                name="Admitted"
                label="Admitted"
                value={fields.Admitted}
                options={[
                  { value: '1', label: 'Y' },
                  { value: '0', label: 'N' },
                ]}
                onChange={(value) => set('Admitted', value === '1' ? '1' : '0')}
              />
              <CheckboxField name="autopayment" label="Auto Payment" checked={fields.autopayment} onChange={(checked) => set('autopayment', checked)} />
            </FormGrid>
          </FormSection>
        )}

        <IntakeForm form={intake} />

        <FormSection title="Coverage">
          {programId === 0 ? (
            <p>Choose a program to see its coverages.</p>
          ) : programCoverage.isError ? (
            <QueryError error={programCoverage.error} area="Quotations" what="coverages" retry={programCoverage.refetch} />
          ) : (
            <>
              <CoverageTable rows={coverage} today={today} onChange={(rows) => (setDirty(true), setCoverage(rows))} />
              <p>
                Policy Amount: <strong data-testid="policy-amount">{formatUsd(amount)}</strong>
              </p>
            </>
          )}
        </FormSection>

        <Actions>
          {record && (
            <LinkButton variant="secondary" to={paths.history.href(record.id, record.intake_id)}>
              List History
            </LinkButton>
          )}
          <LinkButton variant="secondary" to={paths.home.href()}>
            Cancel
          </LinkButton>
          <Button type="submit" variant="secondary" disabled={saving.isLoading || (record !== undefined && !intake.complete)}>
            {saving.isLoading ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="primary" disabled={saving.isLoading || !intake.complete} onClick={() => void submit(true)}>
            Generate Quotation
          </Button>
        </Actions>
      </form>
      {askSave && (
        <ConfirmDialog
          title="Unsaved changes"
          message="You entered something in the form. Do you want to save?"
          confirmLabel="Yes"
          cancelLabel="No"
          onConfirm={() => {
            setAskSave(false);
            void submit(false);
          }}
          onCancel={() => {
            setAskSave(false);
            setDirty(false);
            intake.reset(intake.details);
            navigate(paths.home.href());
          }}
        />
      )}
    </Page>
  );
}

function Loading() {
  return <LoadingState label="Loading..." />;
}

/** /user_admin_policy/:id and /add_customer_for_user_admin_policy/:id: a new quotation on line of business :id. */
export function CreateQuotationPage({ newCustomer = false }: { newCustomer?: boolean }) {
  const intakeId = useRouteId('id');
  const definition = useIntakeFormQuery(intakeId ?? 0, { skip: intakeId === null });
  if (intakeId === null) return <NotFoundPage />;
  if (definition.isLoading || (!definition.data && !definition.error)) return <Loading />;
  if (definition.error || !definition.data) return <QueryError error={definition.error} area="Quotations" what="form" retry={definition.refetch} />;
  return <QuotationForm key={intakeId} definition={definition.data} newCustomer={newCustomer} />;
}

/** /edit_intakeform_user_admin_policy/:id/:intake_id and /user_admin_edit_quotation_policies/:id: the record's form, filled. */
export function EditQuotationPage() {
  const id = useRouteId('id');
  const params = useParams();
  const record = useQuotationRecordQuery(id ?? 0, { skip: id === null });
  const intakeId = record.data?.intake_id ?? (Number(params.intake_id) || 0);
  const definition = useIntakeFormQuery(intakeId, { skip: intakeId === 0 });
  const ready = useMemo(() => record.data && definition.data, [record.data, definition.data]);
  if (id === null) return <NotFoundPage />;
  if (record.error) return <QueryError error={record.error} area="Quotations" what="quotation" retry={record.refetch} />;
  if (definition.error) return <QueryError error={definition.error} area="Quotations" what="form" retry={definition.refetch} />;
  if (!ready || !record.data || !definition.data) return <Loading />;
  return <QuotationForm key={record.data.id} definition={definition.data} record={record.data} />;
}
