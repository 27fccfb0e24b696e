import { Button, useConfirm } from '@kyubos/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FailureAlert } from './failure-alert';
import { PaymentButton } from './payment-button';
import type { ListNotice } from '@kyubos/screens';
import { DetailButtons, RecordScreen, WithRecord } from './record-view';
import { useRecordAccess } from './use-record-access';
import { useRecordAction } from './use-record-action';

const BINDERS = paths.binders.href();

/**
 * /user_admin_view_binder_policies/:id/:intake_id (spec 3 §2.7): the binder read-only, its
 * payments, Process To Policy, Delete Binder and Revert Back To Quotation.
 */
export function BinderViewPage() {
  const navigate = useNavigate();
  const { confirm, confirmDialog } = useConfirm();
  const { run, busy, failure } = useRecordAction();
  const access = useRecordAccess();
  return (
    <WithRecord stage="binder">
      {(record, groups, payments) => {
        async function remove() {
          if (!(await confirm('Are you sure you want to delete Quotation?', { title: 'Delete Binder', confirmLabel: 'Yes', cancelLabel: 'No', danger: true }))) return;
          await run('delete', record.id, { to: BINDERS, failure: 'Error Delete Binder. Please try again.' });
        }
        async function revert() {
          if (!(await confirm('Are you sure you want to Revert to Quotation?', { title: 'Revert Back To Quotation', confirmLabel: 'Yes', cancelLabel: 'No' }))) return;
          await run('revert', record.id, { to: BINDERS, failure: 'Error Revert Binder. Please try again.' });
        }
        return (
          <RecordScreen
            title="View Binder"
            trail={[{ label: 'Binders', to: BINDERS }]}
            record={record}
            activityId={record.id}
            groups={groups}
            message={<FailureAlert failure={failure} />}
            actions={
              <>
                <DetailButtons
                  record={record}
                  payments={payments?.policypaymenthistory}
                  document="binder"
                />
                {access.canDelete && (
                  <Button variant="danger" disabled={busy} onClick={() => void remove()}>
                    Delete Binder
                  </Button>
                )}
                {access.canWrite && (
                  <>
                    <Button variant="secondary" disabled={busy} onClick={() => void revert()}>
                      Revert Back To Quotation
                    </Button>
                    <PaymentButton
                      label="Process To Policy"
                      id={record.id}
                      balance={payments?.balance}
                      onPaid={(message) => {
                        const notice: ListNotice = { notice: message };
                        navigate(BINDERS, { state: notice });
                      }}
                    />
                  </>
                )}
                {confirmDialog}
              </>
            }
          />
        );
      }}
    </WithRecord>
  );
}
