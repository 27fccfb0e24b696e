import type { RemoteScreens } from '@kyubos/session';
import { paths } from './paths';

/**
 * The area's screen manifest: every route the shell gives it (shell/runtime-config.json), its
 * title and list (packages/session/src/screens.ts) and the menu item that leads to it
 * (mock-api/src/db/seed/data/menus.ts); a test checks those files against it.
 */
export const screens: RemoteScreens = {
  remote: 'reference_data',
  layout: 'admin',
  screens: [
    { path: paths.companies.path, title: 'Companies', menu: 'Companies' },
    { path: paths.addCompany.path, title: 'Add Company', list: paths.companies.path },
    { path: paths.editCompany.path, title: 'Edit Company', list: paths.companies.path },
    { path: paths.legacyCompanies.path, title: 'Companies', list: paths.companies.path },
    { path: paths.legacyAddCompany.path, title: 'Add Company', list: paths.companies.path },
    { path: paths.legacyEditCompany.path, title: 'Edit Company', list: paths.companies.path },
    { path: paths.countries.path, title: 'Countries', menu: 'Countries' },
    { path: paths.addCountry.path, title: 'Add Country', list: paths.countries.path },
    { path: paths.editCountry.path, title: 'Edit Country', list: paths.countries.path },
    { path: paths.currencies.path, title: 'Currencies', menu: 'Currency' },
    { path: paths.addCurrency.path, title: 'Add Currency', list: paths.currencies.path },
    { path: paths.editCurrency.path, title: 'Edit Currency', list: paths.currencies.path },
    { path: paths.states.path, title: 'States', menu: 'States' },
    { path: paths.addState.path, title: 'Add State', list: paths.states.path },
    { path: paths.editState.path, title: 'Edit State', list: paths.states.path },
    { path: paths.cities.path, title: 'Cities', menu: 'Cities' },
    { path: paths.addCity.path, title: 'Add City', list: paths.cities.path },
    { path: paths.editCity.path, title: 'Edit City', list: paths.cities.path },
    { path: paths.users.path, title: 'Users', menu: 'Users' },
    { path: paths.addUser.path, title: 'Add User', list: paths.users.path },
    { path: paths.editUser.path, title: 'Edit User', list: paths.users.path },
    { path: paths.permissions.path, title: 'Permissions', list: paths.users.path },
    { path: paths.agents.path, title: 'Agents', menu: 'Agents' },
    { path: paths.addAgent.path, title: 'Add Agent', list: paths.agents.path },
    { path: paths.editAgent.path, title: 'Edit Agent', list: paths.agents.path },
    { path: paths.policies.path, title: 'Policy products', menu: 'Policy products' },
    { path: paths.addPolicy.path, title: 'Add Policy', list: paths.policies.path },
    { path: paths.editPolicy.path, title: 'Edit Policy', list: paths.policies.path },
  ],
};
