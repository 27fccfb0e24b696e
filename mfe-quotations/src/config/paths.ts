import { route } from '@kyubos/screens';

/** Every route of the quotations area, as data: screens link through these, never through literal URLs. */
export const paths = {
  home: route('/user_admin_home'),
  quotations: route('/user_admin_policy_quotations'),
  binders: route('/user_admin_policy_binder'),
  policies: route('/user_admin_policies'),
  createQuotation: route('/user_admin_policy/:id'),
  createForCustomer: route('/add_customer_for_user_admin_policy/:id'),
  editIntakeForm: route('/edit_intakeform_user_admin_policy/:id/:intake_id'),
  editQuotation: route('/user_admin_edit_quotation_policies/:id'),
  viewQuotation: route('/user_admin_view_policy_quotation/:id/:intake_id'),
  viewBinder: route('/user_admin_view_binder_policies/:id/:intake_id'),
  viewPolicy: route('/user_admin_view_policies/:id/:intake_id'),
  /** The approval of a quotation (spec 3 §2.5), on the route spec 1's side bar names. */
  approveQuotation: route('/view_admin_policy_quotation/:id/:intake_id'),
  history: route('/user_admin_policies_history_list/:id/:intake_id'),
  /** The renewal worklist: policies ending soon with no renewal yet. */
  renewals: route('/user_admin_renewals'),
  /** Billing: the policies with overdue instalments. */
  billing: route('/user_admin_billing'),
  /** The insureds of the client's records, with their export. */
  customers: route('/user_admin_customers'),
  /** One customer: its details and its records, opened from the Customers list. */
  viewCustomer: route('/user_admin_view_customer/:id'),
  /** Reports → Production Report: written premium of a period, grouped, with its records. */
  productionReport: route('/user_admin_production_report'),
  quotationHistory: route('/user_admin_view_quotationhistory/:id/:quotation_id/:intake_id'),
  /** The product set-up of a line of business (its sub-LOBs, states and programs): a screen of the intake configuration remote, opened as a full page. */
  productSetup: route('/user_admin_productsetup/:iid'),
  // A route the shell gives this area (shell/runtime-config.json) whose screen is still to come.
  createForUser: route('/user_admin_policy_based_on_user_creation/:id'),
};
