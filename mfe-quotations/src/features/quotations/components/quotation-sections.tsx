import { GRACE_PERIOD_HINT, POLICY_DURATIONS } from '@kyubos/contracts';
import { formatUsd, POLICY_DURATION_LABEL, todayIso, VEHICLE_FIELDS } from '@kyubos/domain';
import { CoverageTable } from '@kyubos/intake-form';
import { QueryError, SchemaSection } from '@kyubos/screens';
import { Alert, CheckboxField, FormGrid, FormSection, SelectField, TextField } from '@kyubos/ui';
import { useEffect, useRef } from 'react';
import { paths } from '../../../config/paths';
import { useIntakeStatesAndProgramsQuery, useIntakeSublobsQuery } from '../api';
import { CustomerChoice } from './customer-choice';
import { DRAFT_LABELS, type DraftField, type QuotationDraft } from '../hooks/use-quotation-draft';

interface SectionProps {
  draft: QuotationDraft;
}

/** The bound props of a field of the draft, labelled as the form names it. */
const bound = (draft: QuotationDraft, key: DraftField) => draft.form.field(key, DRAFT_LABELS[key]);

/** A lookup list as select options, by id. */
const choicesOf = <T extends { id: number }>(items: readonly T[] | undefined, label: (item: T) => string) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: label(item) }));

const durationOptions = POLICY_DURATIONS.map((duration) => ({ value: duration, label: POLICY_DURATION_LABEL[duration] }));

/** The customer: a stored one found by name, email or phone (filling the fields) or a new one typed in. */
export function CustomerSection({ draft }: SectionProps) {
  const { values } = draft.form;
  return (
    <FormSection title="Customer">
      <FormGrid>
        <CustomerChoice
          label={DRAFT_LABELS.customer_id}
          initial={{ id: values.customer_id, firstname: values.firstname, lastname: values.lastname }}
          onChoose={draft.chooseCustomer}
        />
        {draft.customerFields.map((key) => (
          <TextField key={key} {...bound(draft, key)} />
        ))}
      </FormGrid>
    </FormSection>
  );
}

/**
 * Sub LOB, state and program of the line of business. A line with no state or no program yet
 * cannot be quoted: a notice sends the user to its product set-up instead of empty lists.
 */
export function IntakeCategorySection({ draft, intakeId }: SectionProps & { intakeId: number }) {
  const sublobs = useIntakeSublobsQuery(intakeId);
  const options = useIntakeStatesAndProgramsQuery(intakeId);
  const notSetUp = options.data !== undefined && (options.data.state.length === 0 || options.data.program.length === 0);
  return (
    <FormSection title="Line of business">
      {notSetUp ? (
        <Alert>
          This line of business has no states or programs yet. <a href={paths.productSetup.href(intakeId)}>Set up the product</a>
        </Alert>
      ) : (
        <FormGrid>
          <SelectField {...bound(draft, 'sublob_id')} placeholder="Select Sub LOB" options={choicesOf(sublobs.data, (item) => item.name)} />
          <SelectField {...bound(draft, 'state_id')} placeholder="Select State" options={choicesOf(options.data?.state, (item) => item.state_name)} />
          <SelectField {...bound(draft, 'program_id')} placeholder="Select Program" options={choicesOf(options.data?.program, (item) => item.program_name)} />
        </FormGrid>
      )}
      {options.isError && <QueryError error={options.error} area="Quotations" what="states and programs" retry={options.refetch} />}
    </FormSection>
  );
}

/**
 * Effective date, duration and the schedule date they make (typed only without a duration). The
 * effective date's window (quotation settings) is stated before saving and bounds the date input.
 */
export function PolicyDatesSection({ draft }: SectionProps) {
  const { values } = draft.form;
  const range = draft.effectiveRange;
  return (
    <FormSection title="Policy Dates">
      {range && <p data-testid="effective-date-rule">{range.message}</p>}
      <FormGrid>
        <TextField
          {...bound(draft, 'policyeffectivedate')}
          type="date"
          min={range?.min}
          max={range?.max}
          onChange={(value, event) => draft.setTerm('policyeffectivedate', value, event)}
        />
        <SelectField
          {...bound(draft, 'policyduration')}
          placeholder="Select Duration"
          options={durationOptions}
          onChange={(value) => draft.setTerm('policyduration', value)}
        />
        <TextField {...bound(draft, 'policyscheduledate')} type="date" readOnly={values.policyduration !== ''} />
      </FormGrid>
    </FormSection>
  );
}

/** The insured vehicle: brand, model and year, all or none. */
export function VehicleSection({ draft }: SectionProps) {
  return (
    <FormSection title="Vehicle Details">
      <FormGrid>
        {VEHICLE_FIELDS.map((key) =>
          key === 'vehicleModelYear' ? (
            // The schema asks for a 4-digit year, which no length rule of its own says.
            <TextField key={key} {...bound(draft, key)} maxLength={4} inputMode="numeric" />
          ) : (
            <TextField key={key} {...bound(draft, key)} />
          ),
        )}
      </FormGrid>
    </FormSection>
  );
}

const admittedLabel = (flag: QuotationDraft['admitted']) => (flag === '1' ? 'Y' : flag === '0' ? 'N' : '');

/** Where Admitted comes from, and what a save changes when the record holds another value than its program now. */
function admittedHint({ admitted, storedAdmitted }: QuotationDraft): string {
  if (admitted === null) return 'Set by the program chosen.';
  if (storedAdmitted && storedAdmitted !== admitted) {
    return `Set by the program on its Product set-up: saving changes this record's ${admittedLabel(storedAdmitted)} to ${admittedLabel(admitted)}.`;
  }
  return 'Set by the program on its Product set-up.';
}

/** Amount, schedules, grace periods, admitted (the program's) and auto payment; lines without premium details (WORKERS COMP) have none. */
export function PremiumSection({ draft }: SectionProps) {
  const { form } = draft;
  return (
    <SchemaSection form={form} title="Premium Details" when={draft.premiumDetails}>
      <FormGrid>
        <TextField name="policyamount" label="Policy Amount" value={formatUsd(draft.amount)} readOnly onChange={() => undefined} />
        <TextField {...bound(draft, 'policyschedule')} />
        <SelectField {...bound(draft, 'paymentschedule')} placeholder="Select Schedule" options={durationOptions} />
        <TextField {...bound(draft, 'policyquotation_graceperiod')} hint={GRACE_PERIOD_HINT} />
        <TextField {...bound(draft, 'paymentgraceperiod')} hint={GRACE_PERIOD_HINT} />
        <TextField name="Admitted" label="Admitted" value={admittedLabel(draft.admitted)} hint={admittedHint(draft)} readOnly onChange={() => undefined} />
        <CheckboxField
          name="autopayment"
          label={DRAFT_LABELS.autopayment}
          checked={form.values.autopayment === '1'}
          onChange={(checked) => form.update({ autopayment: checked ? '1' : '0' })}
        />
      </FormGrid>
    </SchemaSection>
  );
}

/**
 * The chosen program's coverages, and the policy amount they add up to. A refusal of coverages
 * taking none shows above the table and takes the focus to its first Include choice to correct.
 */
export function CoverageSection({ draft }: SectionProps) {
  const { programId, programCoverage, coverageRefusal } = draft;
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!coverageRefusal) return;
    const shown = section.current;
    // The first Include choice to correct; with no coverage to choose, the message itself.
    (shown?.querySelector<HTMLElement>('select[aria-invalid="true"]') ?? shown?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [coverageRefusal]);
  return (
    <FormSection title="Coverage">
      {programId === 0 ? (
        <p>Choose a program to see its coverages.</p>
      ) : programCoverage.isError ? (
        <QueryError error={programCoverage.error} area="Quotations" what="coverages" retry={programCoverage.refetch} />
      ) : (
        <div ref={section}>
          <CoverageTable rows={draft.coverage} today={todayIso()} onChange={draft.setCoverage} error={coverageRefusal?.message} />
          <p>
            Policy Amount: <strong data-testid="policy-amount">{formatUsd(draft.amount)}</strong>
          </p>
        </div>
      )}
    </FormSection>
  );
}
