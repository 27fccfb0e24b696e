import type { RemoteScreens } from '@kyubos/session';
import { paths } from './paths';

/**
 * The area's screen manifest: every route the shell gives it (shell/runtime-config.json), its
 * title and list (packages/session/src/screens.ts) and the menu item that leads to it
 * (mock-api/src/db/seed/data/menus.ts); a test checks those files against it.
 */
export const screens: RemoteScreens = {
  remote: 'quotations',
  layout: 'admin',
  screens: [
    { path: paths.createQuotation.path, title: 'New Quotation', list: paths.quotations.path },
    { path: paths.quotations.path, title: 'Quotations', menu: 'Quotations' },
    { path: paths.binders.path, title: 'Binders', menu: 'Binders' },
    { path: paths.policies.path, title: 'Policies', menu: 'Policies' },
    { path: paths.editIntakeForm.path, title: 'Edit Quotation', list: paths.quotations.path },
    { path: paths.viewQuotation.path, title: 'Quotation', list: paths.quotations.path },
    { path: paths.approveQuotation.path, title: 'Quotation', list: paths.quotations.path },
    { path: paths.viewBinder.path, title: 'Binder', list: paths.binders.path },
    { path: paths.viewPolicy.path, title: 'Policy', list: paths.policies.path },
    { path: paths.editQuotation.path, title: 'Edit Quotation', list: paths.quotations.path },
    { path: paths.history.path, title: 'Quotation History', list: paths.quotations.path },
    { path: paths.quotationHistory.path, title: 'Quotation History', list: paths.quotations.path },
    { path: paths.renewals.path, title: 'Renewals', menu: 'Renewals' },
    { path: paths.productionReport.path, title: 'Production Report', menu: 'Production Report' },
    { path: paths.createForCustomer.path, title: 'Add Customer', list: paths.quotations.path },
    { path: paths.createForUser.path, title: 'New Quotation', list: paths.quotations.path },
    { path: paths.billing.path, title: 'Billing', menu: 'Billing' },
    { path: paths.customers.path, title: 'Customers', menu: 'Customers' },
    { path: paths.viewCustomer.path, title: 'Customer', list: paths.customers.path },
  ],
};
