import { Navigate, Route } from 'react-router-dom';
import { AdminAreaRoutes } from '@kyubos/mfe';
import { paths } from '../config/paths';
import { CityListPage } from '../features/cities/components/city-list-page';
import { CompanyListPage } from '../features/companies/components/company-list-page';
import { CountryListPage } from '../features/countries/components/country-list-page';
import { CurrencyListPage } from '../features/currencies/components/currency-list-page';
import { StateListPage } from '../features/states/components/state-list-page';
import { AgentListPage } from '../features/agents/components/agent-list-page';
import { PolicyListPage } from '../features/policies/components/policy-list-page';
import { UserListPage } from '../features/users/components/user-list-page';
import { lazyScreen } from './lazy-screen';
import { RedirectWithId } from './legacy-redirect';

/**
 * The forms and the permissions board load when opened: the list screens, where the menu leads,
 * then download neither them nor the schemas (zod, the contracts) they check with.
 */
const AddCityPage = lazyScreen(() => import('../features/cities/components/city-form'), 'AddCityPage');
const EditCityPage = lazyScreen(() => import('../features/cities/components/city-form'), 'EditCityPage');
const AddCompanyPage = lazyScreen(() => import('../features/companies/components/company-form'), 'AddCompanyPage');
const EditCompanyPage = lazyScreen(() => import('../features/companies/components/company-form'), 'EditCompanyPage');
const AddCountryPage = lazyScreen(() => import('../features/countries/components/country-form'), 'AddCountryPage');
const EditCountryPage = lazyScreen(() => import('../features/countries/components/country-form'), 'EditCountryPage');
const AddCurrencyPage = lazyScreen(() => import('../features/currencies/components/currency-form'), 'AddCurrencyPage');
const EditCurrencyPage = lazyScreen(() => import('../features/currencies/components/currency-form'), 'EditCurrencyPage');
const AddStatePage = lazyScreen(() => import('../features/states/components/state-form'), 'AddStatePage');
const EditStatePage = lazyScreen(() => import('../features/states/components/state-form'), 'EditStatePage');
const AddAgentPage = lazyScreen(() => import('../features/agents/components/agent-form'), 'AddAgentPage');
const EditAgentPage = lazyScreen(() => import('../features/agents/components/agent-form'), 'EditAgentPage');
const AddPolicyPage = lazyScreen(() => import('../features/policies/components/policy-form'), 'AddPolicyPage');
const EditPolicyPage = lazyScreen(() => import('../features/policies/components/policy-form'), 'EditPolicyPage');
const AddUserPage = lazyScreen(() => import('../features/users/components/user-form'), 'AddUserPage');
const EditUserPage = lazyScreen(() => import('../features/users/components/user-form'), 'EditUserPage');
const AuditScreen = lazyScreen(() => import('@kyubos/screens/audit'), 'AuditScreen');
const PermissionsPage = lazyScreen(() => import('../features/permissions/components/permissions-page'), 'PermissionsPage');

/** The area's screens, on the routes the shell's runtime config gives this remote. */
export function App() {
  return (
    <AdminAreaRoutes>
      {/* Companies; the older links redirect to the /user_admin_ routes. */}
      <Route path={paths.companies.path} element={<CompanyListPage />} />
      <Route path={paths.addCompany.path} element={<AddCompanyPage />} />
      <Route path={paths.editCompany.path} element={<EditCompanyPage />} />
      <Route path={paths.legacyCompanies.path} element={<Navigate replace to={paths.companies.href()} />} />
      <Route path={paths.legacyAddCompany.path} element={<Navigate replace to={paths.addCompany.href()} />} />
      <Route path={paths.legacyEditCompany.path} element={<RedirectWithId to={paths.editCompany.href} />} />

      {/* Reference data. */}
      <Route path={paths.countries.path} element={<CountryListPage />} />
      <Route path={paths.addCountry.path} element={<AddCountryPage />} />
      <Route path={paths.editCountry.path} element={<EditCountryPage />} />
      <Route path={paths.currencies.path} element={<CurrencyListPage />} />
      <Route path={paths.addCurrency.path} element={<AddCurrencyPage />} />
      <Route path={paths.editCurrency.path} element={<EditCurrencyPage />} />
      <Route path={paths.states.path} element={<StateListPage />} />
      <Route path={paths.addState.path} element={<AddStatePage />} />
      <Route path={paths.editState.path} element={<EditStatePage />} />
      <Route path={paths.cities.path} element={<CityListPage />} />
      <Route path={paths.addCity.path} element={<AddCityPage />} />
      <Route path={paths.editCity.path} element={<EditCityPage />} />

      {/* Client users, their permissions, agents and simple policies. */}
      <Route path={paths.users.path} element={<UserListPage />} />
      <Route path={paths.addUser.path} element={<AddUserPage />} />
      <Route path={paths.editUser.path} element={<EditUserPage />} />
      <Route path={paths.permissions.path} element={<PermissionsPage />} />
      <Route path={paths.agents.path} element={<AgentListPage />} />
      <Route path={paths.addAgent.path} element={<AddAgentPage />} />
      <Route path={paths.editAgent.path} element={<EditAgentPage />} />
      <Route path={paths.policies.path} element={<PolicyListPage />} />
      <Route path={paths.addPolicy.path} element={<AddPolicyPage />} />
      <Route path={paths.editPolicy.path} element={<EditPolicyPage />} />
      <Route path={paths.audit.path} element={<AuditScreen />} />
    </AdminAreaRoutes>
  );
}
