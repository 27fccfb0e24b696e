import { CUSTOMER_LIST_COLUMNS, type Customer } from '@kyubos/contracts';
import { insuredPhoneShown } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { ServerListScreen, serverPage, useServerList } from '@kyubos/screens';
import type { DataTableColumn } from '@kyubos/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCustomerListQuery } from '../api';
import { customerListReturn } from './customer-view-page';

/** Keyed as the server filters and sorts them and the customers export names its columns (`/exportviewcustomerlist`). */
const columns: DataTableColumn<Customer>[] = [
  { key: 'lastname', header: 'Last Name' },
  { key: 'firstname', header: 'First Name' },
  { key: 'address', header: 'Address', render: (row) => row.address ?? '' },
  { key: 'city', header: 'City', render: (row) => row.city ?? '' },
  { key: 'state', header: 'State', render: (row) => row.state ?? '' },
  { key: 'zipcode', header: 'Zip Code', render: (row) => row.zipcode ?? '' },
  // As the Customer view and the record lists show it: '(303) 555-0142', not the stored digits.
  { key: 'phonenumber', header: 'Phone', render: (row) => insuredPhoneShown([], row.phonenumber) },
  { key: 'email', header: 'Email', render: (row) => row.email ?? '' },
];

/**
 * /user_admin_customers: the insureds of the client's records (an agent's user: its agent's book),
 * paged, filtered and sorted by the server (a client's customers run to tens of thousands); Export
 * CSV / XLSX writes the whole list the header filters keep, in its order. A row opens its customer's
 * view as a record list opens a record: its action button, a double click, or Enter on the focused row.
 */
export function CustomersPage() {
  const companyId = useClientId();
  const list = useServerList({ keys: CUSTOMER_LIST_COLUMNS, pageSize: 15 });
  const answer = useCustomerListQuery({ companyId, ...list.params });
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <ServerListScreen
      title="Customers"
      columns={columns}
      list={list}
      query={{ ...answer, data: serverPage(answer.data, (data) => data.customers) }}
      getRowId={(row) => row.customer_id}
      // The view's Back goes to this page, order and filters, as the URL holds them.
      onOpen={(row) => navigate(paths.viewCustomer.href(row.customer_id), { state: customerListReturn(search) })}
      actionLabel={(row) => `Open ${row.firstname} ${row.lastname}`}
      exportAs={{ listCall: '/viewcustomerlist', body: { company_id: companyId }, fileName: 'customers' }}
    />
  );
}
