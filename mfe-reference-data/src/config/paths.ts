/** A route of this area: its pattern for <Route path> and the URL to link to. */
export interface AppPath<Args extends unknown[] = []> {
  path: string;
  href: (...args: Args) => string;
}

const fixed = (path: string): AppPath => ({ path, href: () => path });
/** A route ending in one record id (':id', ':uid'). */
const withId = (path: string): AppPath<[id: number | string]> => ({
  path,
  href: (id) => path.replace(/:[a-z_]+$/i, encodeURIComponent(String(id))),
});

/** Every route of the area, as data: screens link through these, never through literal URLs. */
export const paths = {
  home: fixed('/user_admin_home'),

  // Companies (the older /company, /add_companies, /edit_companies/:id links redirect to these).
  companies: fixed('/user_admin_company'),
  addCompany: fixed('/user_admin_add_companies'),
  editCompany: withId('/user_admin_edit_companies/:id'),
  legacyCompanies: fixed('/company'),
  legacyAddCompany: fixed('/add_companies'),
  legacyEditCompany: withId('/edit_companies/:id'),

  // Reference data.
  countries: fixed('/user_admin_countries'),
  addCountry: fixed('/user_admin_add_countries'),
  editCountry: withId('/user_admin_edit_countries/:id'),
  currencies: fixed('/user_admin_currency'),
  addCurrency: fixed('/user_admin_add_currency'),
  editCurrency: withId('/user_admin_edit_currency/:id'),
  states: fixed('/user_admin_state'),
  addState: fixed('/user_admin_add_state'),
  editState: withId('/user_admin_edit_state/:id'),
  cities: fixed('/user_admin_city'),
  addCity: fixed('/user_admin_add_city'),
  editCity: withId('/user_admin_edit_city/:id'),

  // Client users, their permissions, agents and simple policies.
  users: fixed('/user_admin_users'),
  addUser: fixed('/user_admin_add_users'),
  editUser: withId('/user_admin_edit_users/:id'),
  permissions: withId('/permissions/:uid'),
  agents: fixed('/user_admin_agent'),
  addAgent: fixed('/user_admin_add_agent'),
  editAgent: withId('/user_admin_edit_agent/:id'),
  /** The simple policy records ("Policy products"); /user_admin_policies is the quotations area's policy list. */
  policies: fixed('/user_admin_policy_products'),
  addPolicy: fixed('/user_admin_add_policies'),
  editPolicy: withId('/user_admin_edit_policies/:id'),
} as const;
