import type { PolicyQuotationHistory } from '@kyubos/contracts';
import { RECORD_PAGE_SIZE } from '@kyubos/contracts';
import { formatIsoDate } from '@kyubos/domain';
import { QueryView, useRouteIds } from '@kyubos/screens';
import { useClientId } from '@kyubos/mfe';
import { Breadcrumbs, DataTable, DateTimeCell, LinkButton, NotFoundPage, Page, type DataTableColumn } from '@kyubos/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHistoryRecordQuery, usePaymentHistoryQuery, useQuotationHistoryQuery } from '../api';
import { DetailButtons, RecordScreen, WithGroups } from './record-view';

/** A revision with its place in the record's history ("Review N"). */
type Revision = PolicyQuotationHistory & { review: number };

const COLUMNS: DataTableColumn<Revision>[] = [
  { key: 'review', header: 'Review', render: (row) => `Review ${row.review}`, filterValue: (row) => `Review ${row.review}` },
  { key: 'createdAt', header: 'Tran Date Quotation', render: (row) => <DateTimeCell value={row.createdAt} /> },
  { key: 'firstname', header: 'First Name' },
  { key: 'lastname', header: 'Last Name' },
  { key: 'policyeffectivedate', header: 'Eff Data', render: (row) => formatIsoDate(row.policyeffectivedate) },
  { key: 'policyscheduledate', header: 'Exp Date', render: (row) => formatIsoDate(row.policyscheduledate) },
  { key: 'state_name', header: 'State' },
  { key: 'comments', header: 'Comments' },
  { key: 'changed_by', header: 'Changed By' },
];

/**
 * /user_admin_policies_history_list/:id/:intake_id (spec 3 §2.6): every revision of the
 * quotation :id, 15 a page; a double click opens one, Back returns to the edit form.
 */
export function HistoryListPage() {
  const ids = useRouteIds('id', 'intake_id');
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number | null>(null);
  const companyId = useClientId();
  const history = useQuotationHistoryQuery({ companyId, quotationId: ids?.id ?? 0 }, { skip: ids === null });
  const rows = useMemo<Revision[]>(() => (history.data ?? []).map((row, index) => ({ ...row, review: index + 1 })), [history.data]);
  if (ids === null) return <NotFoundPage />;
  return (
    <Page
      title="Quotation History"
      breadcrumbs={<Breadcrumbs items={[{ label: 'Policies Quotations', to: paths.quotations.href() }, { label: 'Quotation History' }]} />}
      toolbar={
        <LinkButton variant="secondary" to={paths.editIntakeForm.href(ids.id, ids.intake_id)}>
          Back
        </LinkButton>
      }
    >
      <QueryView query={history} area="Quotations" what="history">
        {() => (
          <DataTable
            caption="Quotation History"
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.id}
            pageSize={RECORD_PAGE_SIZE.history}
            onRowClick={(row) => setSelected(row.id)}
            selectedRowId={selected}
            onOpen={(row) => navigate(paths.quotationHistory.href(row.id, ids.id, ids.intake_id))}
            actionLabel={(row) => `Open Review ${row.review}`}
          />
        )}
      </QueryView>
    </Page>
  );
}

/**
 * /user_admin_view_quotationhistory/:id/:quotation_id/:intake_id (spec 3 §2.6): revision :id
 * read-only as it was, with the payments taken until then and its schedule; Back to the list.
 */
export function HistoryViewPage() {
  const ids = useRouteIds('id', 'quotation_id', 'intake_id');
  const revision = useHistoryRecordQuery(ids?.id ?? 0, { skip: ids === null });
  const payments = usePaymentHistoryQuery(ids?.quotation_id ?? 0, { skip: ids === null });
  if (ids === null) return <NotFoundPage />;
  const back = paths.history.href(ids.quotation_id, ids.intake_id);
  return (
    <QueryView query={revision} area="Quotations" what="revision">
      {(record) => (
        <WithGroups intakeId={record.intake_id}>
          {(groups) => (
            <RecordScreen
              title={`Quotation History: ${record.unique_id}`}
              trail={[
                { label: 'Policies Quotations', to: paths.quotations.href() },
                { label: 'Quotation History', to: back },
              ]}
              record={record}
              groups={groups}
              actions={
                <>
                  <DetailButtons
                    record={record}
                    payments={payments.data?.policypaymenthistory.filter((payment) => payment.createdAt <= record.createdAt)}
                  />
                  <LinkButton variant="secondary" to={back}>
                    Back
                  </LinkButton>
                </>
              }
            />
          )}
        </WithGroups>
      )}
    </QueryView>
  );
}

