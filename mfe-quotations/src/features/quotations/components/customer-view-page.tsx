import { skipToken } from '@kyubos/api';
import type { Customer, PolicyQuotationListRow } from '@kyubos/contracts';
import { insuredPhoneShown, recordNumberOf, recordScreenHref } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { QueryView, useRouteId } from '@kyubos/screens';
import { Breadcrumbs, DataTable, DateCell, FormSection, LinkButton, MoneyCell, Page, type DataTableColumn } from '@kyubos/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCustomerViewQuery } from '../api';
import { DetailList } from './record-details';

const CUSTOMERS = paths.customers.href();

const RECORD_COLUMNS: DataTableColumn<PolicyQuotationListRow>[] = [
  // A policy is known by its policy number, the rest by their quotation number (as the record lists show them).
  { key: 'unique_id', header: 'Number', render: (row) => recordNumberOf(row) },
  { key: 'status', header: 'Stage' },
  // A policy's status today (from its transactions); quotations and binders have none.
  { key: 'life_status', header: 'Policy Status', render: (row) => row.life_status ?? '' },
  { key: 'intake_Name', header: 'Line of Business' },
  { key: 'policyeffectivedate', header: 'Effective Date', render: (row) => <DateCell value={row.policyeffectivedate} /> },
  { key: 'policyamount', header: 'Amount', align: 'end', render: (row) => <MoneyCell value={row.policyamount} /> },
];

/** What the Customers list hands its view: its query string (page, size, order, header filters). */
interface CustomerListReturn {
  listSearch: string;
}
export const customerListReturn = (listSearch: string): CustomerListReturn => ({ listSearch });

/** The Customers list as it was left (a view opened any other way goes back to its first page). */
function customersHref(state: unknown): string {
  const listSearch = (state as Partial<CustomerListReturn> | null | undefined)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${CUSTOMERS}${listSearch}` : CUSTOMERS;
}

const nameOf = (customer: Customer) => `${customer.firstname} ${customer.lastname}`.trim();

function CustomerDetails({ customer }: { customer: Customer }) {
  return (
    <FormSection title="Customer Details">
      <DetailList
        label="Customer Details"
        items={[
          ['First Name', customer.firstname],
          ['Last Name', customer.lastname],
          ['Address', customer.address],
          ['City', customer.city],
          ['State', customer.state],
          ['Zip Code', customer.zipcode],
          ['Phone', insuredPhoneShown([], customer.phonenumber)],
          ['Email', customer.email],
        ]}
      />
    </FormSection>
  );
}

/**
 * /user_admin_view_customer/:id: one customer of the client (an agent's user: of its book) as an
 * account summary, its details and its records of every stage, each opening on its stage's screen
 * (a click on its action button, a double click on the row, or Enter on the focused row).
 */
export function CustomerViewPage() {
  const companyId = useClientId();
  const navigate = useNavigate();
  const back = customersHref(useLocation().state);
  const customerId = useRouteId();
  const answer = useCustomerViewQuery(customerId === null ? skipToken : { companyId, customerId });
  // A malformed link names no customer: not found, without asking.
  const load = customerId === null ? null : answer;
  const title = load?.data ? nameOf(load.data.customer) : 'Customer';
  return (
    <Page
      title={title}
      breadcrumbs={<Breadcrumbs items={[{ label: 'Customers', to: back }, { label: title }]} />}
      toolbar={
        <LinkButton to={back} variant="secondary">
          Back to Customers
        </LinkButton>
      }
    >
      <QueryView query={load} area="Customers" what="customer">
        {({ customer, records }) => (
          <>
            <CustomerDetails customer={customer} />
            <FormSection title="Records">
              <DataTable
                caption={`Records of ${nameOf(customer)}`}
                columns={RECORD_COLUMNS}
                rows={records}
                getRowId={(row) => row.id}
                pageSize={15}
                onOpen={(row) => navigate(recordScreenHref(row))}
                actionLabel={(row) => `Open ${recordNumberOf(row)}`}
              />
            </FormSection>
          </>
        )}
      </QueryView>
    </Page>
  );
}
