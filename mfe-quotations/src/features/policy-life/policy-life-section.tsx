import { downloadFile, errorMessage } from '@kyubos/api';
import { useQuotationSettingsQuery } from '@kyubos/mfe';
import { insuredFieldsSchema, isBlankPhone, type PolicyQuotation, type PolicyRenewResponse, type PolicyTransaction } from '@kyubos/contracts';
import {
  addDays,
  cancellationBasis,
  cancellationProblem,
  cancellationReturnPremium,
  CANCELLATION_METHOD_LABEL,
  CANCELLATION_METHODS,
  dateOutsideTerm,
  coverageChangeKey,
  endorsementPremiumEffect,
  flatCancellationDate,
  formatChangedValue,
  formatDateTime,
  formatIsoDate,
  formatUsd,
  CUSTOMER_KEY_LABELS,
  CUSTOMER_KEYS,
  isChargedCoverage,
  lifeActionFactsOf,
  missingCoverageProblem,
  policyAmountOf,
  policyLifeActionProblems,
  phoneWithCallingCode,
  policyVersionAsOf,
  todayIso,
  type CancellationMethod,
  type CustomerKey,
  type PolicyLifeAction,
} from '@kyubos/domain';
import { toFormValues, useSchemaForm } from '@kyubos/screens';
import { Alert, Button, DataTable, FormGrid, FormSection, PhoneField, SelectField, TextField, Toolbar, toPhoneDigits, type DataTableColumn } from '@kyubos/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { DoNotRenewDialog } from './do-not-renew-dialog';
import { RenewDialog } from './renew-dialog';
import { PolicyVersionSection } from './policy-version-section';
import { DialogLeaveGuard, TransactionDialog } from './transaction-dialog';
import {
  useCancelPolicyMutation,
  useEndorsePolicyMutation,
  usePolicyTransactionsQuery,
  useReinstatePolicyMutation,
  useRescindNotRenewPolicyMutation,
} from './api';

const signed = (amount: number) => (amount < 0 ? `-${formatUsd(-amount) || '$0.00'}` : formatUsd(amount) || '$0.00');

const COLUMNS: DataTableColumn<PolicyTransaction & { row: number }>[] = [
  { key: 'type', header: 'Type' },
  { key: 'effectivedate', header: 'Effective Date', render: (row) => formatIsoDate(row.effectivedate) },
  { key: 'premium_delta', header: 'Premium', align: 'end', render: (row) => signed(row.premium_delta) },
  { key: 'reason', header: 'Reason', render: (row) => row.reason ?? '' },
  {
    key: 'changes',
    header: 'Changes',
    render: (row) =>
      row.changes
        ? Object.entries(row.changes)
            .map(([field, { before, after }]) => `${field}: ${formatChangedValue(String(before ?? '')) || '—'} → ${formatChangedValue(String(after ?? '')) || '—'}`)
            .join('; ')
        : row.method
          ? CANCELLATION_METHOD_LABEL[row.method as CancellationMethod]
          : '',
  },
  { key: 'created_by', header: 'By' },
  { key: 'createdAt', header: 'Recorded', render: (row) => formatDateTime(row.createdAt) },
];

type Dialog = 'endorse' | 'cancel' | 'reinstate' | 'renew' | 'notRenew' | 'rescindNotRenew' | null;

export interface PolicyLifeSectionProps {
  record: PolicyQuotation;
  canWrite: boolean;
  /** The server's message after a transaction. */
  onDone: (message: string) => void;
  /** The status billing adds beside the policy's (Delinquent while an instalment is unpaid past its grace); none: null. */
  billingStatus?: string | null;
}

/**
 * The policy view's life after issue: status (with billing's Delinquent beside it), Endorse, Cancel,
 * Reinstate, Renew and "Do not renew" or, on a policy marked so, Rescind Non-Renewal (each enabled
 * only when the server would take it), the "Transactions" tab, and the version as of a date.
 */
export function PolicyLifeSection({ record, canWrite, onDone, billingStatus = null }: PolicyLifeSectionProps) {
  const { data, error } = usePolicyTransactionsQuery(record.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  // The server's own preconditions on today's date: an action it would refuse is disabled, saying why.
  const problems = data ? policyLifeActionProblems(lifeActionFactsOf(data, todayIso())) : null;
  const offered = (action: PolicyLifeAction, busy = false) => {
    const problem = problems?.[action] ?? null;
    return { disabled: busy, disabledReason: problem };
  };
  const done = (message: string) => {
    setDialog(null);
    onDone(message);
  };
  const renewed = (renewal: PolicyRenewResponse) => {
    done(`${renewal.message}: ${renewal.unique_id}`);
    navigate(paths.viewQuotation.href(renewal.id, record.intake_id));
  };
  return (
    <DialogLeaveGuard>
      <FormSection title="Transactions">
        {data && (
          <p>
            Policy Status: <strong data-testid="policy-life-status">{data.status}</strong>
            {billingStatus && (
              <>
                {' · '}
                <strong data-testid="policy-billing-status">{billingStatus}</strong>
              </>
            )}
            {data.renewal && ` · Renewal ${data.renewal.policy_number ?? data.renewal.unique_id}`}
            {data.renewal_of && ` · Renews ${data.renewal_of.policy_number ?? data.renewal_of.unique_id}`}
            {data.not_renewing_reason && ` · Not renewing: ${data.not_renewing_reason}`}
          </p>
        )}
        {failure && <Alert>{failure}</Alert>}
        {canWrite && data && (
          <Toolbar>
            <Button variant="secondary" {...offered('endorse')} onClick={() => setDialog('endorse')}>
              Endorse
            </Button>
            <Button variant="secondary" {...offered('cancel')} onClick={() => setDialog('cancel')}>
              Cancel Policy
            </Button>
            <Button variant="secondary" {...offered('reinstate')} onClick={() => setDialog('reinstate')}>
              Reinstate
            </Button>
            <Button variant="secondary" {...offered('renew')} onClick={() => setDialog('renew')}>
              Renew
            </Button>
            {data.not_renewing_reason === null ? (
              <Button variant="secondary" {...offered('notRenew')} onClick={() => setDialog('notRenew')}>
                Do not renew
              </Button>
            ) : (
              <Button variant="secondary" {...offered('rescindNotRenew')} onClick={() => setDialog('rescindNotRenew')}>
                Rescind Non-Renewal
              </Button>
            )}
          </Toolbar>
        )}
        {error ? (
          <Alert>{errorMessage(error, 'The transactions could not be loaded.')}</Alert>
        ) : (
          <DataTable
            caption="Transactions"
            columns={COLUMNS}
            rows={(data?.transactions ?? []).map((row, index) => ({ ...row, row: index }))}
            getRowId={(row) => row.row}
            filterable={false}
            paginate={false}
            pageSize={200}
            isLoading={!data}
            rowActions={(row) =>
              row.id !== null && (row.type === 'Endorsement' || row.type === 'Cancellation') ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Notice of ${row.type} ${formatIsoDate(row.effectivedate)}`}
                  onClick={() =>
                    void downloadFile('/policytransactiondocument', row.id!, `${record.policy_number ?? record.unique_id}-${row.type.toLowerCase()}-${row.id}.pdf`, 'admin').catch(
                      (caught: unknown) => setFailure(errorMessage(caught, 'The notice could not be downloaded.')),
                    )
                  }
                >
                  Notice PDF
                </Button>
              ) : null
            }
          />
        )}
        {dialog === 'endorse' && data && (
          <EndorseDialog record={record} version={data.version} term={data.term} transactions={data.transactions} onClose={() => setDialog(null)} onDone={done} />
        )}
        {dialog === 'cancel' && data && (
          <CancelDialog record={record} version={data.version} term={data.term} transactions={data.transactions} onClose={() => setDialog(null)} onDone={done} />
        )}
        {dialog === 'reinstate' && data && <ReinstateDialog id={record.id} version={data.version} onClose={() => setDialog(null)} onDone={done} />}
        {dialog === 'renew' && data && (
          <RenewDialog policy={record} term={data.term} version={data.version} onClose={() => setDialog(null)} onDone={renewed} />
        )}
        {dialog === 'notRenew' && data && <DoNotRenewDialog policy={record} version={data.version} onClose={() => setDialog(null)} onDone={done} />}
        {dialog === 'rescindNotRenew' && data && <RescindNotRenewDialog id={record.id} version={data.version} onClose={() => setDialog(null)} onDone={done} />}
      </FormSection>
      <PolicyVersionSection record={record} />
    </DialogLeaveGuard>
  );
}

interface DialogProps {
  record: PolicyQuotation;
  version: number;
  term: { start: string; end: string };
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Whether an insured field's text is the one the policy holds: a phone by its digits, blank or a calling code alone being none. */
function sameInsuredValue(field: CustomerKey, typed: string, held: string): boolean {
  if (field !== 'phonenumber') return typed.trim() === held.trim();
  const [a, b] = [toPhoneDigits(typed), toPhoneDigits(held)];
  return a === b || (isBlankPhone(a) && isBlankPhone(b));
}

/**
 * Endorse: coverages included or excluded, the insured's details (the quotation form's rules,
 * insuredFieldsSchema; only the fields changed are sent), an effective date and a reason; the
 * premium effect, which only coverages move, is shown before sending.
 */
function EndorseDialog({ record, version, term, transactions, onClose, onDone }: DialogProps & { transactions: PolicyTransaction[] }) {
  const [date, setDate] = useState(() => clampToTerm(todayIso(), term));
  const [openedOn] = useState(date);
  // The user's choices by coverage: a choice that is the cover in force on the date chosen changes nothing.
  const [chosen, setChosen] = useState<Record<number, 'Y' | 'N'>>({});
  // A phone stored without its calling code starts as the input reads it (+1 for ten digits): left alone, it is not a change.
  const [start] = useState(() => ({ ...record, phonenumber: phoneWithCallingCode(record.phonenumber) }));
  const insured = useSchemaForm(insuredFieldsSchema, start, CUSTOMER_KEYS);
  const [held] = useState(() => toFormValues(CUSTOMER_KEYS, start));
  const [endorse] = useEndorsePolicyMutation();
  const endorsements = transactions.filter((row) => row.type === 'Endorsement');
  const current = { fields: {}, coverages: record.policycoverage };
  // The selects start from the version in force on the date chosen (an endorsement written may take effect later), as the server reads the change.
  const inForce = policyVersionAsOf(current, endorsements, date).coverages;
  const rows = inForce.map((row) => ({ ...row, coverageinclude: chosen[row.coverage_id] ?? includeOf(row) }));
  const changed = rows.filter((row, i) => row.coverageinclude !== includeOf(inForce[i]!));
  const changes = Object.fromEntries(
    changed.map((row) => [coverageChangeKey(row.coverage_name), { before: inForce.find((old) => old.coverage_id === row.coverage_id)!.coverageinclude, after: row.coverageinclude }]),
  );
  const preview = shownOrBlank(() => signed(endorsementPremiumEffect(term, current, endorsements, { effectivedate: date, changes }, policyAmountOf)));
  // The date must lie within the term (the server's rule, at the field): no premium effect is figured for another.
  const outside = dateOutsideTerm(term, date);
  // A policy keeps at least one coverage: excluding the last one taken cannot be sent (as the server refuses it).
  const problem = outside ?? (inForce.some(isChargedCoverage) ? missingCoverageProblem({ quotation: 1 }, rows) : null);
  const edited = date !== openedOn || changed.length > 0 || insured.dirty;
  async function send(reason: string, readVersion: number) {
    if (!insured.validate()) throw new Error("Check the insured's details.");
    const changedInsured = CUSTOMER_KEYS.filter((field) => !sameInsuredValue(field, insured.values[field], held[field]));
    try {
      const answer = await endorse({
        id: record.id,
        endorsementeffectivedate: date,
        ...(changed.length > 0 ? { policycoverage: changed.map((row) => ({ coverage_id: row.coverage_id, coverageinclude: row.coverageinclude })) } : {}),
        ...Object.fromEntries(changedInsured.map((field) => [field, insured.values[field]])),
        reason,
        version: readVersion,
      }).unwrap();
      return `${answer.message}: premium ${signed(answer.premium_delta)}`;
    } catch (caught) {
      insured.showServerErrors(caught);
      throw caught;
    }
  }
  return (
    <TransactionDialog
      title="Endorse Policy"
      action="Save Endorsement"
      version={version}
      width="640px"
      send={send}
      fallback="The endorsement could not be saved."
      onClose={onClose}
      onDone={onDone}
      problem={problem}
      changed={edited}
      preview={
        <p>
          Premium effect: <strong data-testid="endorsement-preview">{preview}</strong>
        </p>
      }
    >
      <TextField
        name="endorsementeffectivedate"
        label="Endorsement Effective Date"
        type="date"
        value={date}
        min={term.start}
        max={addDays(term.end, -1)}
        onChange={setDate}
        error={outside ?? undefined}
        required
      />
      {rows.map((row) => (
        <SelectField
          key={row.coverage_id}
          name={`coverage-${row.coverage_id}`}
          label={`${row.coverage_name} (${formatUsd(row.premium)})`}
          value={row.coverageinclude}
          disabled={(row.covargerequired ?? '').trim().toLowerCase() === 'required'}
          options={[
            { value: 'Y', label: 'Included' },
            { value: 'N', label: 'Excluded' },
          ]}
          onChange={(value) => setChosen((current) => ({ ...current, [row.coverage_id]: value === 'Y' ? 'Y' : 'N' }))}
        />
      ))}
      <FormSection title="Insured">
        <FormGrid>
          {CUSTOMER_KEYS.map((field) =>
            field === 'phonenumber' ? (
              <PhoneField key={field} {...insured.field(field, CUSTOMER_KEY_LABELS[field])} />
            ) : (
              <TextField key={field} {...insured.field(field, CUSTOMER_KEY_LABELS[field])} />
            ),
          )}
        </FormGrid>
      </FormSection>
    </TransactionDialog>
  );
}

/**
 * Cancel: the method (flat, pro rata, short rate), a date and a reason; the return premium is shown
 * before sending (endorsements taking effect after the date earn nothing: cancellationBasis).
 * Flat takes effect at inception, its only date: while it is chosen the date field shows the
 * inception, read-only and saying why, and the date typed comes back with another method. A date
 * the server would refuse (cancellationProblem) shows the rule instead of a figure and cannot be sent.
 */
function CancelDialog({ record, version, term, transactions, onClose, onDone }: DialogProps & { transactions: PolicyTransaction[] }) {
  const [typed, setTyped] = useState(() => clampToTerm(todayIso(), term));
  const [openedOn] = useState(typed);
  const [method, setMethod] = useState<CancellationMethod>('pro_rata');
  const flat = method === 'flat';
  const date = flat ? flatCancellationDate(term) : typed;
  const [cancel] = useCancelPolicyMutation();
  // The short rate is the client's factor (its Setting page), as the server applies it; unknown while it loads.
  const shortRateFactor = useQuotationSettingsQuery().data?.settings.short_rate_factor;
  const problem = cancellationProblem({ method, term, effective: date });
  const preview =
    method === 'short_rate' && shortRateFactor === undefined
      ? ''
      : shownOrBlank(() =>
          formatUsd(
            cancellationReturnPremium({
              method,
              term,
              effective: date,
              chargedPremium: record.policyamount,
              shortRateFactor,
              ...cancellationBasis(record.policycoverage, transactions, date),
            }),
          ),
        );
  async function send(reason: string, readVersion: number) {
    const answer = await cancel({ id: record.id, cancellationeffectivedate: date, method, reason, version: readVersion }).unwrap();
    return `${answer.message}: return premium ${formatUsd(answer.return_premium) || '$0.00'}`;
  }
  return (
    <TransactionDialog
      title="Cancel Policy"
      action="Cancel Policy"
      version={version}
      send={send}
      fallback="The cancellation could not be saved."
      onClose={onClose}
      onDone={onDone}
      problem={problem}
      changed={typed !== openedOn || method !== 'pro_rata'}
      preview={
        <p>
          Return premium{method === 'short_rate' && shortRateFactor !== undefined ? ` (short rate factor ${shortRateFactor})` : ''}:{' '}
          <strong data-testid="cancellation-preview">{preview}</strong>
        </p>
      }
    >
      <SelectField
        name="method"
        label="Method"
        value={method}
        options={CANCELLATION_METHODS.map((value) => ({ value, label: CANCELLATION_METHOD_LABEL[value] }))}
        onChange={(value) => setMethod(value as CancellationMethod)}
      />
      <TextField
        name="cancellationeffectivedate"
        label="Cancellation Effective Date"
        type="date"
        value={date}
        onChange={setTyped}
        readOnly={flat}
        hint={flat ? `A flat cancellation takes effect at inception (${formatIsoDate(date)}): the method sets the date.` : undefined}
        required
      />
    </TransactionDialog>
  );
}

/** A life action that asks only its reason: the policy and the version it was read at. */
interface ReasonDialogProps {
  id: number;
  version: number;
  onClose: () => void;
  onDone: (message: string) => void;
}

function ReinstateDialog({ id, version, onClose, onDone }: ReasonDialogProps) {
  const [reinstate] = useReinstatePolicyMutation();
  async function send(reason: string, readVersion: number) {
    const answer = await reinstate({ id, reason, version: readVersion }).unwrap();
    return `${answer.message}: ${answer.status}`;
  }
  return <TransactionDialog title="Reinstate Policy" action="Reinstate" version={version} send={send} fallback="The policy could not be reinstated." onClose={onClose} onDone={onDone} />;
}

/** Rescind Non-Renewal: takes "Do not renew" back, with the reason why; the policy is renewable again. */
function RescindNotRenewDialog({ id, version, onClose, onDone }: ReasonDialogProps) {
  const [rescind] = useRescindNotRenewPolicyMutation();
  async function send(reason: string, readVersion: number) {
    return (await rescind({ id, reason, version: readVersion }).unwrap()).message;
  }
  return (
    <TransactionDialog
      title="Rescind Non-Renewal"
      action="Rescind Non-Renewal"
      version={version}
      send={send}
      fallback="The non-renewal could not be rescinded."
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** A coverage's include choice as the Endorse dialog's select shows it: a required one is included. */
const includeOf = (row: Parameters<typeof isChargedCoverage>[0]): 'Y' | 'N' => (isChargedCoverage(row) ? 'Y' : 'N');

/** A preview figure, blank while the date typed is not yet a date. */
function shownOrBlank(figure: () => string): string {
  try {
    return figure();
  } catch {
    return '';
  }
}

/** Today when it lies in the term, else the term's first day. */
function clampToTerm(today: string, term: { start: string; end: string }): string {
  return today >= term.start && today < term.end ? today : term.start;
}
