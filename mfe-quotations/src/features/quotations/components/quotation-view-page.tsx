import { canPerform, makerCheckerRefusal } from '@kyubos/domain';
import { useQuotationSettingsQuery } from '@kyubos/mfe';
import { readAdminSession } from '@kyubos/session';
import { readOnlyNotice } from '@kyubos/screens';
import { Button, ConfirmDialog, LinkButton, Note, useConfirm } from '@kyubos/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { DetailButtons, RecordScreen, WithRecord } from './record-view';
import { useRecordAccess } from './use-record-access';
import { useRecordAction } from './use-record-action';
import { FailureAlert } from './failure-alert';

const TRAIL = [{ label: 'Policies Quotations', to: paths.quotations.href() }];

/**
 * /user_admin_view_policy_quotation/:id/:intake_id (spec 3 §2.4): the quotation read-only, with
 * its payment and schedule details, its PDF, and the way to its approval.
 */
export function QuotationViewPage() {
  const access = useRecordAccess();
  return (
    <WithRecord stage="quotation">
      {(record, groups, payments) => (
        <RecordScreen
          title="View Policies Quotation"
          trail={TRAIL}
          record={record}
          activityId={record.id}
          groups={groups}
          actions={
            <>
              <DetailButtons
                record={record}
                payments={payments?.policypaymenthistory}
                document="quotation"
              />
              {access.canWrite && (
                <LinkButton variant="secondary" to={paths.editQuotation.href(record.id)}>
                  Edit Quotation
                </LinkButton>
              )}
              {access.canWrite && canPerform('approve', record) && (
                <LinkButton variant="primary" to={paths.approveQuotation.href(record.id, record.intake_id)}>
                  Review for Approval
                </LinkButton>
              )}
            </>
          }
        />
      )}
    </WithRecord>
  );
}

/**
 * A saved intake form (not yet sent as a quotation) for a user with Read on Quotations, on the
 * route a writer edits it on: its details read-only (fields disabled), the note that changes are
 * not available, and the schedule. No PDF: an intake form has no quotation document yet.
 */
export function IntakeFormViewPage() {
  return (
    <WithRecord stage="edit">
      {(record, groups, payments) => (
        <RecordScreen
          title="View Policies Quotation"
          trail={TRAIL}
          record={record}
          activityId={record.id}
          groups={groups}
          message={<Note>{readOnlyNotice('Quotations')}</Note>}
          actions={<DetailButtons record={record} payments={payments?.policypaymenthistory} />}
        />
      )}
    </WithRecord>
  );
}

/**
 * /view_admin_policy_quotation/:id/:intake_id (spec 3 §2.5): the same content with Approve,
 * Delete, and Cancel, which offers to re-create the intake form.
 */
export function QuotationApprovalPage() {
  const navigate = useNavigate();
  const { confirm, ask, confirmDialog } = useConfirm();
  const [askRecreate, setAskRecreate] = useState(false);
  const { run, busy, failure } = useRecordAction();
  const access = useRecordAccess();
  const settings = useQuotationSettingsQuery();
  const approverMustDiffer = settings.data?.settings.approver_must_differ ?? false;
  return (
    <WithRecord stage="quotation">
      {(record, groups, payments) => {
        // Maker-checker: the server refuses the creator's, a saver's or their accounts' approval; the screen says so first.
        const refusal = record.approval_refusal ?? makerCheckerRefusal({ approverMustDiffer }, record.policycreator_id, readAdminSession()?.userId ?? 0);
        async function approve() {
          if (!(await confirm('Are you sure you want to Approve Quotation?', { title: 'Approve Quotation', confirmLabel: 'Yes', cancelLabel: 'No' }))) return;
          await run('approve', record.id, { to: paths.quotations.href(), failure: 'Error Approve Quotation. Please try again.' });
        }
        async function remove() {
          const answer = await ask('Do you want to delete Quotation?', { title: 'Delete Quotation', confirmLabel: 'Yes', cancelLabel: 'No', danger: true });
          // No goes back to the quotations list (spec 3 §8); Escape only closes the question.
          if (answer === 'dismiss') return;
          if (answer === 'cancel') return navigate(paths.quotations.href());
          await run('delete', record.id, { to: paths.quotations.href(), failure: 'Error Delete Quotation. Please try again.' });
        }
        return (
          <RecordScreen
            title="Approve Policies Quotation"
            trail={TRAIL}
            record={record}
            activityId={record.id}
            groups={groups}
            message={
              <>
                {refusal && <p role="note">{`${refusal} Another user of the client approves it.`}</p>}
                <FailureAlert failure={failure} />
              </>
            }
            actions={
              <>
                <DetailButtons
                  record={record}
                  payments={payments?.policypaymenthistory}
                  document="quotation"
                />
                {access.canDelete && (
                  <Button variant="danger" disabled={busy} onClick={() => void remove()}>
                    Delete
                  </Button>
                )}
                {access.canWrite && (
                  <>
                    <Button variant="secondary" disabled={busy} onClick={() => setAskRecreate(true)}>
                      Cancel
                    </Button>
                    <Button variant="primary" disabled={busy || refusal !== null} onClick={() => void approve()}>
                      Approve
                    </Button>
                  </>
                )}
                {confirmDialog}
                {askRecreate && (
                  <ConfirmDialog
                    title="Re-create Intake Form"
                    message="Do you want to Re-create Intake Form?"
                    confirmLabel="Yes"
                    cancelLabel="No"
                    onCancel={() => setAskRecreate(false)}
                    onConfirm={() => {
                      setAskRecreate(false);
                      void run('recreate', record.id, { to: paths.home.href(), failure: 'Error create intake from quotation. Please try again.' });
                    }}
                  />
                )}
              </>
            }
          />
        );
      }}
    </WithRecord>
  );
}

