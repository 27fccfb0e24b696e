import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IntakeCoverage, Versioned } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { CoveragePage } from './components/coverage-page';
import { EditPackagePage, PackageListPage } from './components/package-pages';

/** A field's label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const ADMIN = { '/myaccess': { body: { everything: true, items: [] } } };
const intakesub = { id: 10, client_id: 2, category_id: 7, category_name: 'QA MARINE', subcategory_name: 'Hull Basic', coverage_limit: null, coverage_premimum: null, document: null };
// Each row with its version, as the list answers it: an edit sends it back.
const READ_AT = '2026-11-27T19:31:04.120Z';
const coverages: (IntakeCoverage & Versioned)[] = [
  { id: 31, client_id: 2, package_id: 10, coverage_name: 'Hull All Risks', coverage_limit: 500000, coverage_premium: 1200, covargerequired: 'required', updatedAt: READ_AT },
  { id: 32, client_id: 2, package_id: 10, coverage_name: 'Salvage', coverage_limit: 50000, coverage_premium: 300, covargerequired: '', updatedAt: READ_AT },
];

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('login_type', '1');
});

function renderCoverages(answers: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    ...ADMIN,
    '/editclientintakesubcategory': { body: { intakesub } },
    '/viewclientintakecoverage': { body: { intakecoverage: coverages } },
    '/createclientintakecoverage': { body: { message: 'Coverage created', id: 33 } },
    '/updateclientintakecoverage': { body: { message: 'Coverage updated' } },
    ...answers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/user_admin_intakecoverage/:cid/:id" element={<CoveragePage />} />
    </Routes>,
    { path: '/user_admin_intakecoverage/7/10' },
  );
  return mock;
}

/** The text of a coverage's row in the list, cell by cell. */
const rowOf = async (name: string) => {
  const cell = await screen.findByRole('cell', { name });
  return within(cell.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

describe("A package's coverages", () => {
  it('lists whether each coverage is required, and adds one marked Required', async () => {
    const { calls } = renderCoverages();
    expect(await screen.findByRole('columnheader', { name: 'Required' })).toBeInTheDocument();
    expect(await rowOf('Hull All Risks')).toContain('Yes');
    expect(await rowOf('Salvage')).toContain('No');

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add Coverage' });
    const required = within(form).getByLabelText(label('Required'));
    expect(required).toHaveValue('');
    expect(within(required).getAllByRole('option').map((o) => o.textContent)).toEqual(['Optional', 'Required']);
    await user.type(within(form).getByLabelText(label('Coverage Name')), 'Collision Liability');
    await user.type(within(form).getByLabelText(label('Coverage Limit')), '250000');
    await user.type(within(form).getByLabelText(label('Premium')), '640.50');
    await user.selectOptions(required, 'Required');
    await user.click(within(form).getByRole('button', { name: 'Add Coverage' }));

    await waitFor(() => expect(calls.some((c) => c.path === '/createclientintakecoverage')).toBe(true));
    expect(calls.find((c) => c.path === '/createclientintakecoverage')?.body).toEqual({
      client_id: 2,
      package_id: 10,
      coverage_name: 'Collision Liability',
      coverage_limit: '250000',
      coverage_premium: '640.50',
      covargerequired: 'required',
    });
    // The form starts over, blank and optional again.
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Add Coverage' })).getByLabelText(label('Required'))).toHaveValue(''));
    expect(within(screen.getByRole('form', { name: 'Add Coverage' })).getByLabelText(label('Coverage Name'))).toHaveValue('');
  });

  it('opens a required coverage with Required chosen and saves it as optional', async () => {
    const { calls } = renderCoverages();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hull All Risks' }));
    const form = screen.getByRole('form', { name: 'Edit Coverage' });
    expect(within(form).getByLabelText(label('Required'))).toHaveValue('required');
    await user.selectOptions(within(form).getByLabelText(label('Required')), 'Optional');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.path === '/updateclientintakecoverage')).toBe(true));
    expect(calls.find((c) => c.path === '/updateclientintakecoverage')?.body).toEqual({
      coverageData: { id: 31, coverage_name: 'Hull All Risks', coverage_limit: '500000', coverage_premium: '1200', covargerequired: '', updatedAt: READ_AT },
    });
  });

  it('keeps what was typed and says who saved the coverage when another user saved it since the list was read', async () => {
    const changed = 'This coverage changed meanwhile: Ana Ortiz saved it on 11/27/2026, 07:45 PM UTC. Reload it to see the changes, then make yours again.';
    const { calls } = renderCoverages({
      '/updateclientintakecoverage': { status: 409, body: { message: changed, errors: [{ path: 'updatedAt', message: changed }] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Salvage' }));
    const form = screen.getByRole('form', { name: 'Edit Coverage' });
    const premium = within(form).getByLabelText(label('Premium'));
    await user.clear(premium);
    await user.type(premium, '345.60');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(changed);
    expect(calls.find((c) => c.path === '/updateclientintakecoverage')?.body).toMatchObject({ coverageData: { id: 32, coverage_premium: '345.60', updatedAt: READ_AT } });
    // The form stays open on the coverage with the premium typed.
    expect(screen.getByRole('form', { name: 'Edit Coverage' })).toBe(form);
    expect(premium).toHaveValue('345.60');
  });

  it('shows the server’s field errors of a refused add on their fields, keeping what was typed', async () => {
    const { calls } = renderCoverages({
      '/createclientintakecoverage': {
        status: 400,
        body: {
          message: 'Invalid coverage_limit: must be a number',
          errors: [
            { path: 'coverage_limit', message: 'must be a number' },
            { path: 'coverage_premium', message: 'must not be negative' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add Coverage' });
    await user.type(within(form).getByLabelText(label('Coverage Name')), 'QA7 X');
    await user.type(within(form).getByLabelText(label('Coverage Limit')), '250000');
    await user.type(within(form).getByLabelText(label('Premium')), '640.50');
    await user.click(within(form).getByRole('button', { name: 'Add Coverage' }));

    const limit = within(form).getByLabelText(label('Coverage Limit'));
    const premium = within(form).getByLabelText(label('Premium'));
    await waitFor(() => expect(limit).toHaveAttribute('aria-invalid', 'true'));
    expect(limit).toHaveAccessibleDescription('Coverage Limit must be a number');
    expect(premium).toHaveAttribute('aria-invalid', 'true');
    expect(premium).toHaveAccessibleDescription('Premium must not be negative');
    expect(within(form).getByLabelText(label('Coverage Name'))).not.toHaveAttribute('aria-invalid', 'true');
    // The first field at fault has the focus; nothing typed is lost.
    expect(limit).toHaveFocus();
    expect(limit).toHaveValue('250000');
    expect(calls.filter((c) => c.path === '/createclientintakecoverage')).toHaveLength(1);

    // Edited, the field's message goes.
    await user.clear(limit);
    await user.type(limit, '1000');
    expect(limit).not.toHaveAttribute('aria-invalid', 'true');
    expect(premium).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a limit that is not a number and a negative premium on their fields before sending', async () => {
    const { calls } = renderCoverages();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add Coverage' });
    await user.type(within(form).getByLabelText(label('Coverage Name')), 'QA7 X');
    await user.type(within(form).getByLabelText(label('Coverage Limit')), 'abc');
    await user.type(within(form).getByLabelText(label('Premium')), '-5');
    await user.click(within(form).getByRole('button', { name: 'Add Coverage' }));

    expect(await within(form).findByText('Coverage Limit must be a number')).toBeInTheDocument();
    expect(within(form).getByText('Premium must not be negative')).toBeInTheDocument();
    expect(within(form).getByLabelText(label('Premium'))).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/createclientintakecoverage')).toBe(false);
  });
});

describe('The screens under a line of business with a Sub LOB label', () => {
  const line = { id: 7, client_id: 2, category_name: 'QA MARINE', sublob: 'Inland', document: null, intaketype: 'Quotation' };
  const inlandPackage = { ...intakesub, category_sublob: 'Inland' };
  const breadcrumbLink = async (name: string) => within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).findByRole('link', { name });

  it("name its packages list as the list is titled, with the label: 'QA MARINE-Inland's Packages'", async () => {
    mockFetch({
      ...ADMIN,
      '/editclientintakecategory': { body: { intake: line } },
      '/viewclientintakesubcategory': { body: { intakesubcategory: [inlandPackage] } },
      '/editclientintakesubcategory': { body: { intakesub: inlandPackage } },
      '/viewclientintakecoverage': { body: { intakecoverage: coverages } },
    });
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/user_admin_intakesubcategory/:cid" element={<PackageListPage />} />
      </Routes>,
      { path: '/user_admin_intakesubcategory/7' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: "QA MARINE-Inland's Packages" })).toBeInTheDocument();
    unmount();

    const coveragesPage = renderWithProviders(
      <Routes>
        <Route path="/user_admin_intakecoverage/:cid/:id" element={<CoveragePage />} />
      </Routes>,
      { path: '/user_admin_intakecoverage/7/10' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Hull Basic's Coverages" })).toBeInTheDocument();
    expect(await breadcrumbLink("QA MARINE-Inland's Packages")).toHaveAttribute('href', '/user_admin_intakesubcategory/7');
    coveragesPage.unmount();

    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_intakesubcategory/:cid/:id" element={<EditPackagePage />} />
      </Routes>,
      { path: '/user_admin_edit_intakesubcategory/7/10' },
    );
    expect(await breadcrumbLink("QA MARINE-Inland's Packages")).toHaveAttribute('href', '/user_admin_intakesubcategory/7');
  });
});
