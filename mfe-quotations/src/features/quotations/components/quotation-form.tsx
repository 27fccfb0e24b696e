import { skipToken } from '@kyubos/api';
import type { IntakeFormDefinitionResponse, PolicyQuotation } from '@kyubos/contracts';
import { IntakeForm } from '@kyubos/intake-form';
import { useQuotationSettingsQuery } from '@kyubos/mfe';
import { QueriesView, QueryView, useAskBeforeLeaving, useRouteId, useUnsavedChangesWarning } from '@kyubos/screens';
import { Alert, Breadcrumbs, Button, LinkButton, LoadingState, Page, PermissionPanel, useFocusFirstFault } from '@kyubos/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useIntakeFormQuery, useQuotationRecordQuery } from '../api';
import { useQuotationDraft } from '../hooks/use-quotation-draft';
import { CoverageSection, CustomerSection, IntakeCategorySection, PolicyDatesSection, PremiumSection, VehicleSection } from './quotation-sections';
import { Actions, CarrierPolicyNumber } from './record-view';
import { IntakeFormViewPage } from './quotation-view-page';
import { useRecordAccess } from './use-record-access';

interface QuotationFormProps {
  definition: IntakeFormDefinitionResponse;
  record?: PolicyQuotation;
  /** /add_customer_for_user_admin_policy: start with a new customer rather than the selected one. */
  newCustomer?: boolean;
  /** Opens the record as it now stands, in place of this form and what was typed into it (edit). */
  onReload?: () => void;
}

/** Why Generate (and the edit's Save) wait: the required attributes still blank. */
const requiredPendingMessage = (missing: readonly string[], edit: boolean) =>
  `${edit ? 'Save and Generate Quotation need' : 'Generate Quotation needs'} the required fields: ${missing.join(', ')}.`;

const PendingNote = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  text-align: right;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The creation and edit form of spec 3 §2.2-§2.3: customer, line of business, dates, vehicle,
 * premium details, one section per attribute group and the coverage table. The draft is checked
 * by the contract's policy payload schema; the API checks the same rules again and computes the
 * amount and dates itself.
 */
function QuotationForm({ definition, record, newCustomer = false, onReload }: QuotationFormProps) {
  const navigate = useNavigate();
  const settings = useQuotationSettingsQuery().data?.settings;
  const effectiveWindow = settings ? { daysPast: settings.effective_days_past, daysAhead: settings.effective_days_ahead } : undefined;
  const draft = useQuotationDraft({ definition, record, newCustomer, effectiveWindow });
  // A refused save takes the focus to the first field at fault, else to the message (a failed save).
  const { container: formRef, refused } = useFocusFirstFault();
  async function submit(generate: boolean) {
    if (await draft.submit(generate)) navigate(paths.home.href());
    else refused();
  }
  // Leaving by a link or button outside the form asks whether to save (spec 3 §2.2); No discards the draft and goes Home.
  const askingToSave = useAskBeforeLeaving({
    active: draft.changed && !draft.saving,
    form: formRef,
    onSave: () => void submit(false),
    onLeave: () => {
      draft.discard();
      navigate(paths.home.href());
    },
  });
  // A reload or closing the tab asks too (the browser's own prompt), as every record form does.
  useUnsavedChangesWarning(draft.changed && !draft.saving);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  // Spec 3 §2.2-§2.3: Generate (and the edit's Save) stay disabled until every required attribute has a
  // value. They are only shown so (aria-disabled): they keep the focus and the reason, and pressing one
  // gives §5's alert naming the missing fields and marks them.
  const pendingId = useId();
  const pending = draft.intake.complete ? null : requiredPendingMessage(draft.intake.check.missing, record !== undefined);
  const awaitingRequired = pending ? { 'aria-disabled': true, 'aria-describedby': pendingId, title: pending } : {};

  const title = record ? 'Edit Policies Quotations' : definition.category.category_name;
  return (
    <Page
      title={title}
      breadcrumbs={
        <Breadcrumbs
          items={record ? [{ label: 'Policies Quotations', to: paths.quotations.href() }, { label: title }] : [{ label: title }]}
        />
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
        {draft.notice && (
          <Alert>
            {draft.notice.text}{' '}
            {draft.notice.retry && (
              <Button variant="link" onClick={() => void submit(false)}>
                Retry
              </Button>
            )}
            {draft.notice.reload && onReload && (
              <Button
                variant="link"
                onClick={() => {
                  draft.discard();
                  onReload();
                }}
              >
                Reload the quotation
              </Button>
            )}
            {draft.notice.refreshRates && (
              <Button variant="link" onClick={() => void draft.refreshRates()}>
                Use the current rates
              </Button>
            )}
          </Alert>
        )}
        {record && <CarrierPolicyNumber record={record} />}
        <CustomerSection draft={draft} />
        <IntakeCategorySection draft={draft} intakeId={definition.category.id} />
        <PolicyDatesSection draft={draft} />
        <VehicleSection draft={draft} />
        <PremiumSection draft={draft} />
        <IntakeForm form={draft.intake} />
        <CoverageSection draft={draft} />

        <Actions>
          {record && (
            <LinkButton variant="secondary" to={paths.history.href(record.id, record.intake_id)}>
              List History
            </LinkButton>
          )}
          <LinkButton variant="secondary" to={paths.home.href()}>
            Cancel
          </LinkButton>
          <Button type="submit" variant="secondary" disabled={draft.saving} {...(record ? awaitingRequired : {})}>
            {draft.saving ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="primary" disabled={draft.saving} {...awaitingRequired} onClick={() => void submit(true)}>
            Generate Quotation
          </Button>
        </Actions>
        {pending && (
          <PendingNote id={pendingId} aria-live="polite">
            {pending}
          </PendingNote>
        )}
      </form>
      {askingToSave}
    </Page>
  );
}

/**
 * Only a user who may write records gets the form: one who may not sees the refusal at once,
 * not a form whose lists cannot load and whose Save is refused.
 */
function WritersOnly({ children }: { children: React.ReactNode }) {
  const access = useRecordAccess();
  if (access.isLoading) return <LoadingState />;
  if (!access.canWrite) {
    return (
      <Page title="Policies Quotations">
        <PermissionPanel area="Quotations" message="Creating and editing quotations needs Read and Write access to Quotations." />
      </Page>
    );
  }
  return <>{children}</>;
}

/** /user_admin_policy/:id and /add_customer_for_user_admin_policy/:id: a new quotation on line of business :id. */
export function CreateQuotationPage({ newCustomer = false }: { newCustomer?: boolean }) {
  // A malformed id is the not-found page at once, asking nothing.
  if (useRouteId('id') === null) return <CreateQuotationForm newCustomer={newCustomer} />;
  return (
    <WritersOnly>
      <CreateQuotationForm newCustomer={newCustomer} />
    </WritersOnly>
  );
}

function CreateQuotationForm({ newCustomer }: { newCustomer: boolean }) {
  const intakeId = useRouteId('id');
  const definition = useIntakeFormQuery(intakeId ?? skipToken);
  return (
    <QueryView query={intakeId === null ? null : definition} area="Quotations" what="form">
      {(loaded) => <QuotationForm key={intakeId} definition={loaded} newCustomer={newCustomer} />}
    </QueryView>
  );
}

/**
 * /edit_intakeform_user_admin_policy/:id/:intake_id and /user_admin_edit_quotation_policies/:id: the
 * record's form, filled. A user who may only read records gets the record read-only instead (a
 * saved intake form here, a quotation on its own view).
 */
export function EditQuotationPage() {
  const id = useRouteId('id');
  const access = useRecordAccess();
  if (id === null) return <EditQuotationForm />;
  if (access.isLoading) return <LoadingState />;
  return access.canWrite ? <EditQuotationForm /> : <IntakeFormViewPage />;
}

function EditQuotationForm() {
  const id = useRouteId('id');
  const routeIntakeId = useRouteId('intake_id');
  const record = useQuotationRecordQuery(id ?? skipToken);
  const intakeId = record.data?.intake_id ?? routeIntakeId;
  const definition = useIntakeFormQuery(intakeId ?? skipToken);
  // Each reload opens a new form on the record as it now stands (a form keeps the record it read).
  const [loads, setLoads] = useState(0);
  const reload = () => void record.refetch().then(() => setLoads((count) => count + 1));
  return (
    <QueriesView queries={{ record: id === null ? null : record, definition }} area="Quotations" what={{ record: 'quotation', definition: 'form' }}>
      {(loaded) => <QuotationForm key={`${loaded.record.id}:${loads}`} definition={loaded.definition} record={loaded.record} onReload={reload} />}
    </QueriesView>
  );
}
