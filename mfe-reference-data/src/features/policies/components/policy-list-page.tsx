import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@kyubos/api';
import type { Policy } from '@kyubos/contracts';
import { useItemAccess } from '@kyubos/mfe';
import { Breadcrumbs, Button, DataTable, FilterIcon, IconButton, LinkButton, MoneyCell, Page, PencilIcon, type DataTableColumn } from '@kyubos/ui';
import { useClientId } from '../../../app/use-client-id';
import { paths } from '../../../config/paths';
import { usePoliciesQuery } from '../api';

const columns: DataTableColumn<Policy>[] = [
  { key: 'policy_id', header: 'Policy Id', width: '150px' },
  { key: 'policy_name', header: 'Policy Name' },
  {
    key: 'policy_amount',
    header: 'Policy Amount',
    align: 'end',
    render: (policy) => <MoneyCell value={policy.policy_amount} />,
    filterValue: (policy) => String(policy.policy_amount ?? ''),
  },
  { key: 'policy_duration', header: 'Policy Duration', width: '140px' },
];

/**
 * /user_admin_policy_products: the simple policy records (spec 1 §2.7), 15 a page; Filter shows a
 * filter box per header; double-click opens the record's edit form.
 */
export function PolicyListPage() {
  const navigate = useNavigate();
  const query = usePoliciesQuery(useClientId());
  const { canWrite } = useItemAccess(paths.policies.path);
  const [filtering, setFiltering] = useState(false);
  return (
    <Page
      title="Policy products"
      breadcrumbs={<Breadcrumbs items={[{ label: 'Policy products' }]} />}
      toolbar={
        <>
          {canWrite && (
            <LinkButton to={paths.addPolicy.href()} variant="primary">
              Add
            </LinkButton>
          )}
          <Button variant="secondary" aria-pressed={filtering} onClick={() => setFiltering((on) => !on)}>
            <FilterIcon size={14} /> Filter
          </Button>
        </>
      }
    >
      <DataTable
        // Remounted when filtering is switched off, so hidden filters never keep narrowing the list.
        key={filtering ? 'filtering' : 'plain'}
        caption="Policy products"
        columns={columns}
        rows={query.data ?? []}
        getRowId={(policy) => policy.id}
        pageSize={15}
        showRowsSummary
        filterable={filtering}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error, 'The list could not be loaded. Please try again.') : undefined}
        onRetry={() => void query.refetch()}
        onOpen={(policy) => navigate(paths.editPolicy.href(policy.id))}
        actionLabel={(policy) => `Open policy ${policy.policy_id}`}
        rowActions={
          canWrite
            ? (policy) => (
                <IconButton label={`Edit policy ${policy.policy_id}`} icon={<PencilIcon size={14} />} onClick={() => navigate(paths.editPolicy.href(policy.id))} />
              )
            : undefined
        }
        onAdd={canWrite ? () => navigate(paths.addPolicy.href()) : undefined}
      />
    </Page>
  );
}
