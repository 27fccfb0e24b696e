import { Link } from 'react-router-dom';
import { skipToken } from '@kyubos/api';
import type { ClaimMovement } from '@kyubos/contracts';
import { CLAIM_STATUS_LABEL, formatPeriod, periodOfMonth } from '@kyubos/domain';
import { useItemAccess } from '@kyubos/mfe';
import { QueryView, useRouteId } from '@kyubos/screens';
import { Breadcrumbs, Card, DataTable, DateCell, DateTimeCell, MoneyCell, Page, type DataTableColumn } from '@kyubos/ui';
import { MENU, paths } from '../../../config/paths';
import { Facts } from '../../../shared/facts';
import { useClaimQuery } from '../api';

const TITLE = 'Claim';

/** A bordereau's period as the claims keep it (YYYY-MM), shown as every period is (MM/YYYY). */
const periodOf = (asOf: string) => formatPeriod(periodOfMonth(asOf));

/**
 * Each bordereau's figures of the claim, oldest first: how paid, reserve and recovery moved, and
 * the carrier that sent the file. The file's name opens the bordereau for those who may read the
 * inbound bordereaux.
 */
const movementColumns = (openFiles: boolean): DataTableColumn<ClaimMovement>[] => [
  { key: 'as_of', header: 'Period', render: (row) => periodOf(row.as_of), filterValue: (row) => periodOf(row.as_of) },
  {
    key: 'file_name',
    header: 'Bordereau',
    render: (row) => (openFiles ? <Link to={paths.inboundFileView.href(row.file_id)}>{row.file_name}</Link> : row.file_name),
    filterValue: (row) => row.file_name,
  },
  { key: 'carrier_name', header: 'Carrier' },
  { key: 'row_number', header: 'Row', align: 'end' },
  { key: 'status', header: 'Status', render: (row) => CLAIM_STATUS_LABEL[row.status], filterValue: (row) => CLAIM_STATUS_LABEL[row.status] },
  { key: 'paid', header: 'Paid', align: 'end', render: (row) => <MoneyCell value={row.paid} cents />, filterValue: (row) => row.paid },
  { key: 'reserve', header: 'Reserve', align: 'end', render: (row) => <MoneyCell value={row.reserve} cents />, filterValue: (row) => row.reserve },
  { key: 'recovery', header: 'Recovery', align: 'end', render: (row) => <MoneyCell value={row.recovery} cents />, filterValue: (row) => row.recovery },
  { key: 'incurred', header: 'Incurred', align: 'end', render: (row) => <MoneyCell value={row.incurred} cents />, filterValue: (row) => row.incurred },
  // A bordereau older than the claim's latest figures is kept as history, not applied.
  { key: 'applied', header: 'Applied', render: (row) => (row.applied ? 'Yes' : 'No'), filterValue: (row) => (row.applied ? 'Yes' : 'No') },
  { key: 'created_at', header: 'Imported', render: (row) => <DateTimeCell value={row.created_at} />, filterValue: (row) => row.created_at },
];

/**
 * Reports → Loss Runs → a claim (opened from its row): the policy and insured, the latest figures
 * with incurred = paid + reserve − recovery, and what every claims bordereau said of it.
 */
export function ClaimViewPage() {
  const id = useRouteId();
  const query = useClaimQuery(id ?? skipToken);
  const bordereaux = useItemAccess(MENU.inbound);
  const claimNumber = query.data?.claim.claim_number;
  return (
    <Page
      title={claimNumber ? `${TITLE} ${claimNumber}` : TITLE}
      breadcrumbs={<Breadcrumbs items={[{ label: 'Reports' }, { label: 'Loss Runs', to: paths.lossRuns.href() }, { label: claimNumber ?? TITLE }]} />}
    >
      <QueryView query={id === null ? null : query} area={TITLE} what="claim">
        {({ claim, movements }) => (
          <>
            <Card>
              <Facts aria-label="Claim facts">
                <dt>Claim Number</dt>
                <dd>{claim.claim_number}</dd>
                <dt>Policy Number</dt>
                <dd>{claim.policy_number}</dd>
                <dt>Insured</dt>
                <dd>{claim.insured}</dd>
                <dt>Line of Business</dt>
                <dd>{claim.lob}</dd>
                <dt>Program</dt>
                <dd>{claim.program}</dd>
                <dt>Date of Loss</dt>
                <dd><DateCell value={claim.date_of_loss} /></dd>
                <dt>Date Reported</dt>
                <dd>{claim.date_reported ? <DateCell value={claim.date_reported} /> : 'Not reported'}</dd>
                <dt>Status</dt>
                <dd>{CLAIM_STATUS_LABEL[claim.status]}</dd>
                <dt>Figures of</dt>
                <dd>{periodOf(claim.as_of)}</dd>
                <dt>Paid</dt>
                <dd><MoneyCell value={claim.paid} cents /></dd>
                <dt>Reserve</dt>
                <dd><MoneyCell value={claim.reserve} cents /></dd>
                <dt>Recovery</dt>
                <dd><MoneyCell value={claim.recovery} cents /></dd>
                <dt>Incurred</dt>
                <dd><MoneyCell value={claim.incurred} cents /></dd>
              </Facts>
            </Card>
            <Card>
              <DataTable
                caption="Bordereaux figures"
                columns={movementColumns(bordereaux.canRead)}
                rows={movements}
                getRowId={(row) => row.id}
                numbered
                pageSize={10}
                emptyText="No bordereau has reported this claim."
              />
            </Card>
          </>
        )}
      </QueryView>
    </Page>
  );
}
