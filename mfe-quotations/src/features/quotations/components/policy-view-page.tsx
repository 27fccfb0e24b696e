import type { PolicyQuotation } from '@kyubos/contracts';
import type { ReactNode } from 'react';
import { formatDateTime, formatIsoDate, formatUsd, insuredAddressLine, insuredPhoneShown, paymentBalance, paymentSchedule, scheduleTermOf } from '@kyubos/domain';
import { FormSection, TimedAlert, useTimedMessage } from '@kyubos/ui';
import { paths } from '../../../config/paths';
import { InstalmentPlanSection, NextInstalmentPaymentButton } from './instalment-plan';
import { PaymentHistoryTable } from './payment-history';
import { DetailList } from './record-details';
import { DetailButtons, RecordScreen, WithRecord } from './record-view';
import { ScheduleTable } from './schedule-table';
import { useRecordAccess } from './use-record-access';

/**
 * /user_admin_view_policies/:id/:intake_id: the policy read-only: its number and status, the
 * insured, dates, premium details, coverages and attribute groups, the 12-term schedule, every
 * payment and the balance; further payments and the declarations PDF.
 */
export interface PolicyViewPageProps {
  /** The policy's life after issue (transactions and their buttons), given by the app. */
  lifeSection?: (record: PolicyQuotation, canWrite: boolean, onDone: (message: string) => void) => ReactNode;
}

export function PolicyViewPage({ lifeSection }: PolicyViewPageProps = {}) {
  const notice = useTimedMessage(6000);
  const access = useRecordAccess();
  return (
    <WithRecord stage="policy">
      {(record, groups, payments) => {
        const number = record.policy_number ?? record.unique_id;
        return (
          <RecordScreen
            title={`Policy ${number}`}
            trail={[{ label: 'Policies', to: paths.policies.href() }]}
            record={record}
            activityId={record.id}
            groups={groups}
            message={<TimedAlert message={notice.message} />}
            before={
              <FormSection title="Policy">
                <DetailList
                  label="Policy"
                  items={[
                    ['Policy Number', number],
                    ['Status', record.status],
                    ['Quotation Number', record.unique_id],
                    ['Issued', formatDateTime(record.policy_issued_at)],
                    ['Insured', `${record.firstname} ${record.lastname}`],
                    ['Address', insuredAddressLine(record)],
                    ['Phone', insuredPhoneShown(groups, record.phonenumber)],
                    ['Email', record.email],
                    ['Line of Business', record.intake_Name],
                    ['Effective Date', formatIsoDate(record.policyeffectivedate)],
                    ['Expiry Date', formatIsoDate(record.policyscheduledate)],
                    ['Policy Amount', formatUsd(record.policyamount)],
                    ['Paid', payments ? formatUsd(paymentBalance(payments.policyamount, [payments.balance])) || '$0.00' : ''],
                    ['Balance', payments ? formatUsd(payments.balance) || '$0.00' : ''],
                  ]}
                />
              </FormSection>
            }
            actions={
              <>
                <DetailButtons
                  record={record}
                  payments={payments?.policypaymenthistory}
                  document="policy"
                />
                {access.canWrite && (
                  <NextInstalmentPaymentButton label="Take Payment" id={record.id} balance={payments?.balance} onPaid={(message) => notice.show(message, 'success')} />
                )}
              </>
            }
          >
            {lifeSection?.(record, access.canWrite, (message) => notice.show(message, 'success'))}
            <InstalmentPlanSection id={record.id} policyNumber={number} />
            <FormSection title="Schedule Details" description="The policy terms of the schedule, not payment dates: what is due and when is in the Instalment Plan.">
              <ScheduleTable entries={paymentSchedule(record.policyeffectivedate, scheduleTermOf(record))} />
            </FormSection>
            <FormSection title="Payments">
              <PaymentHistoryTable payments={payments?.policypaymenthistory ?? []} />
            </FormSection>
          </RecordScreen>
        );
      }}
    </WithRecord>
  );
}
