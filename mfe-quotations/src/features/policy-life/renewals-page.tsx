import { formatIsoDate, formatUsd } from '@kyubos/domain';
import { ServerListScreen, serverPage, useServerList } from '@kyubos/screens';
import { Button, SelectField, TimedAlert, useTimedMessage, type DataTableColumn } from '@kyubos/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RenewalWorklistRow } from '@kyubos/contracts';
import { paths } from '../../config/paths';
import { DoNotRenewDialog } from './do-not-renew-dialog';
import { DialogLeaveGuard } from './transaction-dialog';
import { RenewDialog } from './renew-dialog';
import { useRenewalWorklistQuery } from './api';

const NO_KEYS: readonly never[] = [];
const DAY_OPTIONS = [30, 60, 90, 120, 180].map((days) => ({ value: String(days), label: `${days} days` }));

/**
 * /user_admin_renewals: the renewal worklist, the policies ending within the chosen days that have
 * no renewal yet, soonest first; Renew makes the next term's quotation, "Do not renew" keeps a reason.
 */
export function RenewalsPage() {
  const [days, setDays] = useState(90);
  const list = useServerList({ keys: NO_KEYS, pageSize: 15 });
  const answer = useRenewalWorklistQuery({ days, page: list.params.page, pageSize: list.params.pageSize });
  const query = { ...answer, data: serverPage(answer.data, (data) => data.records) };
  const [renewing, setRenewing] = useState<RenewalWorklistRow | null>(null);
  const [declining, setDeclining] = useState<RenewalWorklistRow | null>(null);
  const notice = useTimedMessage(6000);
  const navigate = useNavigate();

  const columns: DataTableColumn<RenewalWorklistRow>[] = [
    { key: 'policy_number', header: 'Policy Number', render: (row) => row.policy_number ?? row.unique_id },
    { key: 'insured', header: 'Insured', render: (row) => `${row.firstname} ${row.lastname}` },
    { key: 'intake_Name', header: 'Line of Business' },
    { key: 'programname', header: 'Program' },
    { key: 'policyscheduledate', header: 'Expiry Date', render: (row) => formatIsoDate(row.policyscheduledate) },
    { key: 'days_left', header: 'Days Left', align: 'end' },
    { key: 'policyamount', header: 'Policy Amount', align: 'end', render: (row) => formatUsd(row.policyamount) },
    { key: 'submga_name', header: 'Agent', render: (row) => row.submga_name ?? '' },
    // Its status today (from its transactions): In force, Expired on its last day, Pending before it starts.
    { key: 'life_status', header: 'Policy Status' },
  ];

  return (
    <DialogLeaveGuard>
      <ServerListScreen
        title="Renewals"
        columns={columns}
        list={list}
        query={query}
        filterable={false}
        sortable={false}
        exportAs={{ listCall: '/viewrenewalworklist', body: { days }, fileName: 'renewals' }}
        // A worklist row opens its policy as the policy list does: double-click, or Enter on the focused row.
        onOpen={(row) => navigate(paths.viewPolicy.href(row.id, row.intake_id))}
        actionLabel={(row) => `Open ${row.policy_number ?? row.unique_id}`}
        notice={<TimedAlert message={notice.message} />}
        toolbar={
          <SelectField
            name="days"
            label="Ending within"
            value={String(days)}
            options={DAY_OPTIONS}
            onChange={(value) => {
              setDays(Number(value));
              list.setPage(1);
            }}
          />
        }
        rowActions={(row) => (
          <>
            <Button variant="primary" size="sm" aria-label={`Renew ${row.policy_number ?? row.unique_id}`} onClick={() => setRenewing(row)}>
              Renew
            </Button>
            <Button variant="secondary" size="sm" aria-label={`Do not renew ${row.policy_number ?? row.unique_id}`} onClick={() => setDeclining(row)}>
              Do not renew
            </Button>
          </>
        )}
      >
        {renewing && (
          <RenewDialog
            policy={renewing}
            version={renewing.version}
            term={{ start: renewing.policyeffectivedate, end: renewing.policyscheduledate }}
            onClose={() => setRenewing(null)}
            onDone={(renewal) => navigate(paths.viewQuotation.href(renewal.id, renewing.intake_id))}
          />
        )}
        {declining && (
          <DoNotRenewDialog
            policy={declining}
            version={declining.version}
            onClose={() => setDeclining(null)}
            onDone={(message) => {
              setDeclining(null);
              notice.show(message, 'success');
            }}
          />
        )}
      </ServerListScreen>
    </DialogLeaveGuard>
  );
}
