import { screen, within } from '@testing-library/react';
import { QUOTATION_SCREEN_ITEMS } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { App } from './app';

const LOB = { id: 7, client_id: 2, category_name: 'MARINE CARGO', sublob: 'Inland', document: null, intaketype: 'Quotation' };
const PACKAGE = { id: 10, client_id: 2, category_id: 7, category_name: 'MARINE CARGO', category_sublob: 'Inland', subcategory_name: 'Cargo Basic', coverage_limit: null, coverage_premimum: null, document: null };
const GROUP = { id: 14, client_id: 2, name: 'Cargo Details', displaytype: 'Double Column', numberofrow: '0', rank: 1, active: '1' };

/**
 * The intake configuration answered as the server answers a quotation reader (it reads it for the
 * quotation form), so that only the screen can keep it from her.
 */
const CONFIGURATION = {
  '/viewclientintakecategory': { body: { intakecategory: [LOB] } },
  '/editclientintakecategory': { body: { intake: LOB } },
  '/viewintakeproductsetup': {
    body: {
      intake_id: 7,
      sublobs: [{ id: 11, client_id: 2, intake_id: 7, sublob_code: 'MC-IN', name: 'Inland transit', records: 1 }],
      states: [],
      programs: [{ id: 31, client_id: 2, intake_id: 7, program_code: 'MC-P1', program_name: 'Cargo Program', package_id: 10, package_name: 'Cargo Basic', admitted: '0', records: 1 }],
    },
  },
  '/viewstate': { body: { States: [] } },
  '/viewclientintakesubcategory': { body: { intakesubcategory: [PACKAGE] } },
  '/editclientintakesubcategory': { body: { intakesub: PACKAGE } },
  '/viewclientintakecoverage': {
    body: { intakecoverage: [{ id: 23, client_id: 2, package_id: 10, coverage_name: 'Cargo Loss', coverage_limit: 100000, coverage_premium: 1250.5, covargerequired: 'required' }] },
  },
  '/viewintakeattributegroup': { body: { Attiributecategory: [] } },
  '/viewattributegroup': { body: { Attiributecategory: [GROUP] } },
  '/editattributegroup': { body: { Attiribute: GROUP } },
  '/viewattribute': { body: { attribute: [] } },
};
const accessOf = (items: { url: string; level: string }[]) => ({ '/myaccess': { body: { everything: false, items } } });
/** Read on Home, Policies and Quotations only, like a read-only quotations clerk. */
const QUOTATION_READER = accessOf([{ url: '/user_admin_home', level: 'read' }, ...QUOTATION_SCREEN_ITEMS.map((url) => ({ url, level: 'read' }))]);
const LOB_READER = accessOf([{ url: '/user_admin_intakecategory', level: 'read' }]);

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '33');
  localStorage.setItem('login_type', '2');
});

const LINES_OF_BUSINESS_SCREENS = [
  '/user_admin_intakecategory',
  '/user_admin_edit_intakecategory/7',
  '/user_admin_productsetup/7',
  '/user_admin_intakesubcategory/7',
  '/user_admin_edit_intakesubcategory/7/10',
  '/user_admin_intakecoverage/7/10',
  '/user_admin_intakeattributegroup/7',
];
const ATTRIBUTE_GROUP_SCREENS = ['/user_admin_attributegroup', '/user_admin_edit_attributegroup/2/14', '/user_admin_attributes/2/14'];

describe('Intake configuration screens opened by URL by a user without their menu item', () => {
  it.each(LINES_OF_BUSINESS_SCREENS)('%s refuses her as Lines of Business, and shows none of the configuration', async (path) => {
    const { calls } = mockFetch({ ...QUOTATION_READER, ...CONFIGURATION });
    renderWithProviders(<App />, { path });
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('You do not have access to Lines of Business');
    expect(within(refusal).getByText('You need Read permission for this')).toBeInTheDocument();
    expect(screen.queryByText(/MARINE CARGO|Cargo Basic|Cargo Loss|Cargo Program/)).toBeNull();
    expect(screen.queryByText(/You have Read permission/)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/myaccess']);
  });

  it.each(ATTRIBUTE_GROUP_SCREENS)('%s refuses her as Attribute Groups', async (path) => {
    const { calls } = mockFetch({ ...QUOTATION_READER, ...CONFIGURATION });
    renderWithProviders(<App />, { path });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Attribute Groups');
    expect(screen.queryByText('Cargo Details')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/myaccess']);
  });
});

describe('Intake configuration screens for a user with Read on Lines of Business', () => {
  it('opens Product set-up read-only, saying the permission she holds', async () => {
    mockFetch({ ...LOB_READER, ...CONFIGURATION });
    renderWithProviders(<App />, { path: '/user_admin_productsetup/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'MARINE CARGO-Inland Product set-up' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Cargo Program' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You have Read permission on Lines of Business: changes are not available.');
    expect(screen.queryByRole('button', { name: 'Add program' })).toBeNull();
  });

  it('still refuses her the attribute groups, which are their own menu item', async () => {
    mockFetch({ ...LOB_READER, ...CONFIGURATION });
    renderWithProviders(<App />, { path: '/user_admin_attributegroup' });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Attribute Groups');
  });
});
