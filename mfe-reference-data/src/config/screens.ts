import { listScreen, recordListScreens, screensOf, type RemoteScreens } from '@kyubos/session';
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
    ...recordListScreens({ list: paths.companies.path, add: paths.addCompany.path, edit: paths.editCompany.path }, 'Companies', 'Company'),
    // The older company links, redirected to the screens above.
    ...screensOf(paths.companies.path, [
      [paths.legacyCompanies.path, 'Companies'],
      [paths.legacyAddCompany.path, 'Add Company'],
      [paths.legacyEditCompany.path, 'Edit Company'],
    ]),
    ...recordListScreens({ list: paths.countries.path, add: paths.addCountry.path, edit: paths.editCountry.path }, 'Countries', 'Country'),
    ...recordListScreens({ list: paths.currencies.path, add: paths.addCurrency.path, edit: paths.editCurrency.path }, 'Currency', 'Currency'),
    ...recordListScreens({ list: paths.states.path, add: paths.addState.path, edit: paths.editState.path }, 'States', 'State'),
    ...recordListScreens({ list: paths.cities.path, add: paths.addCity.path, edit: paths.editCity.path }, 'Cities', 'City'),
    ...recordListScreens({ list: paths.users.path, add: paths.addUser.path, edit: paths.editUser.path }, 'Users', 'User'),
    ...screensOf(paths.users.path, [[paths.permissions.path, 'Permissions']]),
    ...recordListScreens({ list: paths.agents.path, add: paths.addAgent.path, edit: paths.editAgent.path }, 'Agents', 'Agent', 'Agents', 'Create Agent'),
    ...recordListScreens({ list: paths.policies.path, add: paths.addPolicy.path, edit: paths.editPolicy.path }, 'Policy products', 'Policy'),
    listScreen(paths.audit.path, 'Audit', 'Audit'),
  ],
};
