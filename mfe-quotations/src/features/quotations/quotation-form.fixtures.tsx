/** The quotation form's test fixtures: a PROPERTY line with one required attribute, its customers, states, programs and coverages, and the answers the form asks for. */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { Customer, IntakeFormDefinitionResponse, PolicyQuotation } from '@kyubos/contracts';
import { mockFetch, renderRoutes, type MockAnswer } from '@kyubos/devtools/testing';
import { CreateQuotationPage, EditQuotationPage } from './components/quotation-form';

export const definitionOf = (categoryName: string): IntakeFormDefinitionResponse => ({
  category: { id: 3, name: categoryName, category_name: categoryName, sublob: null, intaketype: null },
  groups: [
    {
      attribute_group_id: 20,
      name: 'Building Information',
      displaytype: 'Single Column',
      numberofrow: 1,
      attributes: [
        {
          id: 11,
          group_id: 20,
          name: 'Roof Type',
          attribute_name: 'rooftype',
          attribute_type: 'text',
          isrequired: 'required',
          description: null,
          attributeformat: null,
          attribute_max_lenght: '0',
          attribute_data_type: null,
          radiogroup: null,
          selectgroup: null,
          rank: 1,
        },
      ],
    },
  ],
});
export const DEFINITION = definitionOf('PROPERTY');

export const CUSTOMERS: Customer[] = [
  { customer_id: 9, firstname: 'Dana', lastname: 'Reyes', address: '1550 Wewatta St', city: 'Denver', state: 'CO', zipcode: '80202', phonenumber: '3035550100', email: 'dana@example.com' },
];
export const STATES_AND_PROGRAMS = {
  state: [{ id: 8, state_id: 8, state_name: 'Colorado' }],
  program: [{ id: 6, program_id: 6, program_name: 'Front Range Homes', admitted: '1' }],
};
/** Front Range Homes and a program its Product set-up marks non-admitted (Admitted No). */
export const WITH_SURPLUS_LINES = {
  ...STATES_AND_PROGRAMS,
  program: [...STATES_AND_PROGRAMS.program, { id: 7, program_id: 7, program_name: 'Surplus Lines Homes', admitted: '0' }],
};
export const COVERAGES = {
  ProgramLobCovarage: [
    { id: 1, coverage_name: 'Building', covargerequired: 'required', coveragelimit: 5000000, premium: 1200 },
    { id: 2, coverage_name: 'Flood', covargerequired: '', coveragelimit: 100000, premium: 300 },
  ],
};

export const RECORD = {
  id: 41,
  intake_id: 3,
  company_id: 2,
  customer_id: 9,
  firstname: 'Dana',
  lastname: 'Reyes',
  address: '1550 Wewatta St',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  phonenumber: '3035550100',
  email: 'dana@example.com',
  sublob_id: 4,
  state_id: 8,
  program_id: 6,
  policyeffectivedate: '2026-01-31',
  policyduration: '1year',
  policyscheduledate: '2027-01-31',
  policyschedule: '1month',
  paymentschedule: '1month',
  policyquotation_graceperiod: '30 days',
  paymentgraceperiod: '10 days',
  Admitted: '1',
  autopayment: 0,
  vehicle: null,
  vehicleModel: null,
  vehicleModelYear: null,
  policydetails: { '11': { 'Roof Type': { '0': 'Metal' } } },
  policycoverage: [
    {
      coverage_id: 1,
      coverage_name: 'Building',
      covargerequired: 'required',
      coverageinclude: 'Y',
      coverageacceptdate: '2026-01-31',
      coveragelimit: 5000000,
      coverageaccept: 400000,
      deductiblebasis: 'Fixed Amt',
      deductible: 1000,
      deductibleamount: 1000,
      premium: 1200,
    },
  ],
} as unknown as PolicyQuotation;

export function answers(extra: Record<string, MockAnswer> = {}, definition: IntakeFormDefinitionResponse = DEFINITION) {
  return mockFetch({
    '/myaccess': { body: { everything: true, items: [] } },
    '/viewintakeformdefinition': { body: definition },
    '/viewcustomerlist': { body: { customers: CUSTOMERS, total: CUSTOMERS.length } },
    '/viewintakesublobmain': { body: { intakesublob: [{ id: 4, sublob_id: 4, sublob_code: 'HAB', name: 'Habitational' }] } },
    '/intakestateandprogram': { body: STATES_AND_PROGRAMS },
    '/programlobcoverage': { body: COVERAGES },
    '/editpolicyquotationlist': { body: { policyquotation: RECORD } },
    '/createpolicyquoationlist': { status: 201, body: { message: 'Created', id: 50, unique_id: 'SUM-Q-2026-000050' } },
    '/savepolicyquoation': { status: 201, body: { message: 'Saved', id: 50, unique_id: 'SUM-Q-2026-000050' } },
    '/updatesavepolicyquotationlist': { body: { message: 'Saved', id: 41, unique_id: 'SUM-Q-2026-000041' } },
    ...extra,
  });
}

export const renderAt = (path: string) =>
  renderRoutes(
    {
      '/user_admin_policy/:id': (
        <>
          {/* A router link outside the form, as the shell's side bar and top menu have. */}
          <Link to="/elsewhere">Elsewhere</Link>
          <CreateQuotationPage />
        </>
      ),
      '/add_customer_for_user_admin_policy/:id': <CreateQuotationPage newCustomer />,
      '/edit_intakeform_user_admin_policy/:id/:intake_id': <EditQuotationPage />,
      '/user_admin_edit_quotation_policies/:id': <EditQuotationPage />,
    },
    path,
  );

export const region = (name: string) => screen.getByRole('region', { name });
export const bodyOf = (calls: { path: string; body: unknown }[], path: string) => calls.find((call) => call.path === path)?.body as Record<string, unknown> | undefined;

/** The notice that lists the required fields left blank. */
export async function expectRequiredNotice(text: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
}

export async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const customer = region('Customer');
  await user.type(within(customer).getByLabelText(/^First Name/), 'Dana');
  await user.type(within(customer).getByLabelText(/^Last Name/), 'Reyes');
  const category = region('Line of business');
  await user.selectOptions(within(category).getByLabelText(/^State/), 'Colorado');
  await user.selectOptions(within(category).getByLabelText(/^Program/), 'Front Range Homes');
  await user.type(within(region('Building Information')).getByLabelText(/^Roof Type/), 'Metal');
}
