import { BILLING_LIST_COLUMNS, type BillingListRow } from '@kyubos/contracts';
import { formatIsoDate, todayIso } from '@kyubos/domain';
import { ServerListScreen, serverPage, useServerList, useTypedDate } from '@kyubos/screens';
import { TextField, TimedAlert, useTimedMessage, type DataTableColumn } from '@kyubos/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useBillingListQuery } from '../api';
import { PaymentButton } from './payment-button';

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The policy's status on the day, with the date a cancellation takes or took effect. */
const policyStatusShown = (row: BillingListRow) =>
  row.cancelled_on && (row.life_status === 'Cancelled' || row.life_status === 'Cancel pending') ? `${row.life_status} ${formatIsoDate(row.cancelled_on)}` : (row.life_status ?? '-');

/**
 * /user_admin_billing: the policies with overdue instalments as of a date (today by default):
 * their status (a cancelled one stays while premium it earned is unpaid), the amount overdue, the days since the oldest unpaid due date, the notice of non-payment and
 * the cancellation it announces; sorted and filtered by the server, Take Payment from the row
 * with the next instalment's amount offered.
 */
export function BillingPage() {
  const asof = useTypedDate('Overdue as of', todayIso(), { required: true });
  const list = useServerList({ keys: BILLING_LIST_COLUMNS, pageSize: 15, initialSort: { key: 'days_overdue', direction: 'desc' } });
  // While the field holds no day the server takes, nothing is asked and no other day's list shows.
  const answer = useBillingListQuery({ asof: asof.day ?? '', ...list.params }, { skip: asof.day === undefined });
  const query = { ...answer, data: asof.day === undefined ? undefined : serverPage(answer.data, (data) => data.records) };
  const notice = useTimedMessage(6000);

  const columns: DataTableColumn<BillingListRow>[] = [
    {
      key: 'policy_number',
      header: 'Policy Number',
      render: (row) => <Link to={paths.viewPolicy.href(row.id, row.intake_id)}>{row.policy_number}</Link>,
      filterValue: (row) => row.policy_number,
    },
    { key: 'insured', header: 'Insured' },
    // A cancelled policy stays listed while premium it earned is unpaid.
    { key: 'life_status', header: 'Policy Status', render: (row) => policyStatusShown(row) },
    { key: 'overdue', header: 'Overdue', align: 'end', render: (row) => money(row.overdue) },
    { key: 'days_overdue', header: 'Days Overdue', align: 'end' },
    { key: 'oldest_due', header: 'Oldest Due Date', render: (row) => formatIsoDate(row.oldest_due) },
    { key: 'notice_date', header: 'Notice Date', render: (row) => formatIsoDate(row.notice_date) },
    { key: 'cancel_on', header: 'Cancellation On', render: (row) => formatIsoDate(row.cancel_on) },
    // The next instalment not yet due: the overdue ones are in Overdue.
    { key: 'next_due_amount', header: 'Next Instalment', align: 'end', render: (row) => (row.next_due_amount === null ? '-' : money(row.next_due_amount)) },
  ];

  return (
    <ServerListScreen
      title="Billing"
      columns={columns}
      list={list}
      query={query}
      emptyText={asof.error ? 'Type the day to list the policies overdue on it.' : undefined}
      notice={<TimedAlert message={notice.message} />}
      toolbar={
        <TextField
          name="asof"
          label="Overdue as of"
          type="date"
          {...asof.field}
          onChange={(value, event) => {
            asof.field.onChange(value, event);
            list.setPage(1);
          }}
        />
      }
      rowActions={(row) => (
        <PaymentButton
          label="Take Payment"
          ariaLabel={`Take Payment ${row.policy_number}`}
          id={row.id}
          balance={row.balance}
          suggestedAmount={row.overdue}
          onPaid={(message) => notice.show(`${row.policy_number}: ${message}`, 'success')}
        />
      )}
    />
  );
}
