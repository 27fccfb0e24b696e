import { AdminAreaRoutes } from '@kyubos/mfe';
import { Route } from 'react-router-dom';
import { paths } from '../config/paths';
import { BinderListPage, PolicyListPage, QuotationListPage } from '../features/quotations/components/list-pages';
import { BinderViewPage } from '../features/quotations/components/binder-view-page';
import { HistoryListPage, HistoryViewPage } from '../features/quotations/components/history-pages';
import { PolicyViewPage } from '../features/quotations/components/policy-view-page';
import { RenewalsPage } from '../features/policy-life/renewals-page';
import { BillingPage } from '../features/quotations/components/billing-page';
import { CustomersPage } from '../features/quotations/components/customers-page';
import { CustomerViewPage } from '../features/quotations/components/customer-view-page';
import { ProductionReportPage } from '../features/production-report/production-report-page';
import { PolicyLife } from './policy-life';
import { QuotationApprovalPage, QuotationViewPage } from '../features/quotations/components/quotation-view-page';
import { CreateQuotationPage, EditQuotationPage } from '../features/quotations/components/quotation-form';

/** The area's screens, on the routes the shell's runtime config gives this remote. */
export function App() {
  return (
    <AdminAreaRoutes>
      <Route path={paths.quotations.path} element={<QuotationListPage />} />
      <Route path={paths.binders.path} element={<BinderListPage />} />
      <Route path={paths.policies.path} element={<PolicyListPage />} />
      <Route path={paths.createQuotation.path} element={<CreateQuotationPage />} />
      <Route path={paths.createForCustomer.path} element={<CreateQuotationPage newCustomer />} />
      <Route path={paths.editIntakeForm.path} element={<EditQuotationPage />} />
      <Route path={paths.editQuotation.path} element={<EditQuotationPage />} />
      <Route path={paths.viewQuotation.path} element={<QuotationViewPage />} />
      <Route path={paths.approveQuotation.path} element={<QuotationApprovalPage />} />
      <Route path={paths.viewBinder.path} element={<BinderViewPage />} />
      <Route
        path={paths.viewPolicy.path}
        element={<PolicyViewPage lifeSection={(record, canWrite, onDone) => <PolicyLife record={record} canWrite={canWrite} onDone={onDone} />} />}
      />
      <Route path={paths.history.path} element={<HistoryListPage />} />
      <Route path={paths.quotationHistory.path} element={<HistoryViewPage />} />
      <Route path={paths.renewals.path} element={<RenewalsPage />} />
      <Route path={paths.billing.path} element={<BillingPage />} />
      <Route path={paths.customers.path} element={<CustomersPage />} />
      <Route path={paths.viewCustomer.path} element={<CustomerViewPage />} />
      <Route path={paths.productionReport.path} element={<ProductionReportPage />} />
    </AdminAreaRoutes>
  );
}
