import type { Customer } from '@kyubos/contracts';
import { useClientId } from '@kyubos/mfe';
import { ListScreen } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
import { useCustomersQuery } from '../api';

/** Keyed as the customers export names its columns (`/exportviewcustomerlist`), so the export reads the same header filters. */
const columns: DataTableColumn<Customer>[] = [
  { key: 'lastname', header: 'Last Name' },
  { key: 'firstname', header: 'First Name' },
  { key: 'address', header: 'Address', render: (row) => row.address ?? '' },
  { key: 'city', header: 'City', render: (row) => row.city ?? '' },
  { key: 'state', header: 'State', render: (row) => row.state ?? '' },
  { key: 'zipcode', header: 'Zip Code', render: (row) => row.zipcode ?? '' },
  { key: 'phonenumber', header: 'Phone', render: (row) => row.phonenumber ?? '' },
  { key: 'email', header: 'Email', render: (row) => row.email ?? '' },
];

/**
 * /user_admin_customers: the insureds of the client's records (an agent's user: its agent's book),
 * filtered in the table; Export CSV / XLSX writes the rows the header filters keep.
 */
export function CustomersPage() {
  const companyId = useClientId();
  return (
    <ListScreen
      title="Customers"
      columns={columns}
      query={useCustomersQuery(companyId)}
      getRowId={(row) => row.customer_id}
      canWrite={false}
      filterable
      exportAs={{ listCall: '/viewcustomerlist', body: { company_id: companyId }, fileName: 'customers' }}
    />
  );
}
