import { AdminAreaRoutes } from '@kyubos/mfe';
import { Route } from 'react-router-dom';
import { paths } from '../config/paths';
import { BinderListPage, PolicyListPage, QuotationListPage } from '../features/quotations/components/list-pages';
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
    </AdminAreaRoutes>
  );
}
