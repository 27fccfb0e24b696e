import { route } from '@kyubos/screens';

/** Every route of the area, as data: screens link through these, never through literal URLs. */
export const paths = {
  home: route('/user_admin_home'),

  // Companies (the older /company, /add_companies, /edit_companies/:id links redirect to these).
  companies: route('/user_admin_company'),
  addCompany: route('/user_admin_add_companies'),
  editCompany: route('/user_admin_edit_companies/:id'),
  legacyCompanies: route('/company'),
  legacyAddCompany: route('/add_companies'),
  legacyEditCompany: route('/edit_companies/:id'),

  // Reference data.
  countries: route('/user_admin_countries'),
  addCountry: route('/user_admin_add_countries'),
  editCountry: route('/user_admin_edit_countries/:id'),
  currencies: route('/user_admin_currency'),
  addCurrency: route('/user_admin_add_currency'),
  editCurrency: route('/user_admin_edit_currency/:id'),
  states: route('/user_admin_state'),
  addState: route('/user_admin_add_state'),
  editState: route('/user_admin_edit_state/:id'),
  cities: route('/user_admin_city'),
  addCity: route('/user_admin_add_city'),
  editCity: route('/user_admin_edit_city/:id'),

  // Client users, their permissions, agents and simple policies.
  users: route('/user_admin_users'),
  addUser: route('/user_admin_add_users'),
  editUser: route('/user_admin_edit_users/:id'),
  permissions: route('/permissions/:uid'),
  agents: route('/user_admin_agent'),
  addAgent: route('/user_admin_add_agent'),
  editAgent: route('/user_admin_edit_agent/:id'),
  /** The simple policy records ("Policy products"); /user_admin_policies is the quotations area's policy list. */
  policies: route('/user_admin_policy_products'),
  addPolicy: route('/user_admin_add_policies'),
  editPolicy: route('/user_admin_edit_policies/:id'),

  /** The audit trail (client admins: their client; the platform admin: all). */
  audit: route('/user_admin_audit'),
} as const;

/** Each kind of record's add and edit screens, which its list links to. */
export const records = {
  companies: { add: paths.addCompany, edit: paths.editCompany },
  countries: { add: paths.addCountry, edit: paths.editCountry },
  currencies: { add: paths.addCurrency, edit: paths.editCurrency },
  states: { add: paths.addState, edit: paths.editState },
  cities: { add: paths.addCity, edit: paths.editCity },
  users: { add: paths.addUser, edit: paths.editUser },
  agents: { add: paths.addAgent, edit: paths.editAgent },
} as const;
