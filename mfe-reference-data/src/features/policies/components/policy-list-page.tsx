import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Policy } from '@kyubos/contracts';
import { useClientId, useItemAccess } from '@kyubos/mfe';
import { ListScreen } from '@kyubos/screens';
import { Button, FilterIcon, IconButton, MoneyCell, PencilIcon, type DataTableColumn } from '@kyubos/ui';
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
    <ListScreen
      title="Policy products"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref={paths.addPolicy.href()}
      toolbar={
        <Button variant="secondary" aria-pressed={filtering} onClick={() => setFiltering((on) => !on)}>
          <FilterIcon size={14} /> Filter
        </Button>
      }
      pageSize={15}
      filterable={filtering}
      // Switching filtering off starts afresh, so hidden filters never keep narrowing the list.
      resetKey={filtering ? 'filtering' : 'plain'}
      onOpen={(policy) => navigate(paths.editPolicy.href(policy.id))}
      actionLabel={(policy) => `Open policy ${policy.policy_id}`}
      rowActions={
        canWrite
          ? (policy) => (
              <IconButton label={`Edit policy ${policy.policy_id}`} icon={<PencilIcon size={14} />} onClick={() => navigate(paths.editPolicy.href(policy.id))} />
            )
          : undefined
      }
    />
  );
}
