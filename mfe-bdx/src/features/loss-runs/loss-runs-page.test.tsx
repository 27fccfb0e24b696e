import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { LossRatioResponse, LossRunResponse } from '@kyubos/contracts';
import { captureSavedFiles, liveToken, mockExportCalls, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { LossRunsPage } from './components/loss-runs-page';

const RUN: LossRunResponse = {
  from: '2026-01-01',
  to: '2026-03-31',
  claims: [
    {
      id: 7,
      claim_number: 'CL-100',
      quotation_id: 3,
      policy_number: 'SUM-P-2026-000016',
      insured: 'Lucas Henriksen',
      lob: 'PROPERTY',
      program: 'Habitational Basic Program',
      date_of_loss: '2026-02-10',
      date_reported: '2026-02-12',
      status: 'reopened',
      paid: '1000.50',
      reserve: '2000.25',
      recovery: '100.00',
      incurred: '2900.75',
    },
  ],
  totals: { claims: 1, paid: '1000.50', reserve: '2000.25', recovery: '100.00', incurred: '2900.75' },
};
const RATIO: LossRatioResponse = {
  from: '2026-01-01',
  to: '2026-03-31',
  group_by: 'program',
  rows: [{ program: 'Habitational Basic Program', earned_premium: '295.89', incurred: '2900.75', loss_ratio: 9.8035 }],
  totals: { earned_premium: '295.89', incurred: '2900.75', loss_ratio: 9.8035 },
};

describe('LossRunsPage', () => {
  it('shows the claims with incurred and totals, the loss ratio, and asks again with the filters given', async () => {
    const { calls } = mockFetch({ '/viewlossrun': { body: RUN }, '/viewlossratio': { body: RATIO } });
    renderWithProviders(<LossRunsPage />, { path: '/user_admin_loss_runs' });
    const claims = await screen.findByRole('table', { name: 'Claims' });
    const row = (await within(claims).findByText('CL-100')).closest('tr')!;
    expect(row).toHaveTextContent('Reopened');
    expect(row).toHaveTextContent('$2,900.75');
    expect(screen.getByLabelText('Loss Run totals')).toHaveTextContent('1 claim');
    expect(await screen.findByLabelText('Loss Ratio totals')).toHaveTextContent('Loss Ratio 980.35%');

    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), '2026-01-01');
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-03-31');
    await userEvent.type(screen.getByLabelText(/^Policy Number/), 'SUM-P-2026-000016');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/viewlossrun').at(-1)!.body).toEqual({ from: '2026-01-01', to: '2026-03-31', policy_number: 'SUM-P-2026-000016' }),
    );
    await userEvent.selectOptions(screen.getByLabelText(/^Loss Ratio by/), 'Line of Business');
    await waitFor(() => expect(calls.filter((call) => call.path === '/viewlossratio').at(-1)!.body).toEqual({ from: '2026-01-01', to: '2026-03-31', group_by: 'lob' }));
  });

  it("opens on the period and grouping of the link it came by (the dashboard tile's last 12 months by line of business)", async () => {
    const { calls } = mockFetch({ '/viewlossrun': { body: RUN }, '/viewlossratio': { body: RATIO } });
    renderWithProviders(<LossRunsPage />, { path: '/user_admin_loss_runs?from=2025-12-01&to=2026-11-27&group_by=lob' });
    await screen.findByRole('table', { name: 'Claims' });
    expect(calls.find((call) => call.path === '/viewlossratio')!.body).toEqual({ from: '2025-12-01', to: '2026-11-27', group_by: 'lob' });
    expect(calls.find((call) => call.path === '/viewlossrun')!.body).toEqual({ from: '2025-12-01', to: '2026-11-27' });
    expect(screen.getByLabelText(/^From/)).toHaveValue('2025-12-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-27');
    expect(screen.getByLabelText(/^Loss Ratio by/)).toHaveValue('lob');
  });

  it('writes the period, search and grouping shown into the URL in place, and a reload opens on them again', async () => {
    const { calls } = mockFetch({ '/viewlossrun': { body: RUN }, '/viewlossratio': { body: RATIO } });
    const Query = () => <output aria-label="Query string">{useLocation().search}</output>;
    const { unmount } = renderWithProviders(
      <>
        <LossRunsPage />
        <Query />
      </>,
      { path: '/user_admin_loss_runs' },
    );
    await screen.findByRole('table', { name: 'Claims' });
    const query = () => screen.getByRole('status', { name: 'Query string' });
    expect(query()).toHaveTextContent(/^$/);

    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), '2026-11-01');
    await userEvent.clear(screen.getByLabelText(/^To/));
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-30');
    await userEvent.selectOptions(screen.getByLabelText(/^Loss Ratio by/), 'Line of Business');
    // The grouping shows at once, for the period already shown.
    const year = new Date().getFullYear();
    expect(query()).toHaveTextContent(`?from=${year}-01-01&to=${year}-12-31&group_by=lob`);
    await userEvent.type(screen.getByLabelText(/^Insured/), ' Henriksen ');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(query()).toHaveTextContent('?from=2026-11-01&to=2026-11-30&group_by=lob&insured=Henriksen');
    await waitFor(() => expect(calls.filter((call) => call.path === '/viewlossratio').at(-1)!.body).toEqual({ from: '2026-11-01', to: '2026-11-30', group_by: 'lob' }));
    const search = query().textContent!;
    unmount();

    calls.length = 0;
    renderWithProviders(<LossRunsPage />, { path: `/user_admin_loss_runs${search}` });
    await screen.findByRole('table', { name: 'Claims' });
    expect(calls.find((call) => call.path === '/viewlossrun')!.body).toEqual({ from: '2026-11-01', to: '2026-11-30', insured: 'Henriksen' });
    expect(calls.find((call) => call.path === '/viewlossratio')!.body).toEqual({ from: '2026-11-01', to: '2026-11-30', group_by: 'lob' });
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-11-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-30');
    expect(screen.getByLabelText(/^Insured/)).toHaveValue('Henriksen');
    expect(screen.getByLabelText(/^Loss Ratio by/)).toHaveValue('lob');
  });

  it('opens on the calendar year by program when the link gives no usable period', async () => {
    const { calls } = mockFetch({ '/viewlossrun': { body: RUN }, '/viewlossratio': { body: RATIO } });
    const { unmount } = renderWithProviders(<LossRunsPage />, { path: '/user_admin_loss_runs?from=2026-12-01&to=2026-01-01&group_by=carrier' });
    await screen.findByRole('table', { name: 'Claims' });
    const year = new Date().getFullYear();
    expect(calls.find((call) => call.path === '/viewlossratio')!.body).toEqual({ from: `${year}-01-01`, to: `${year}-12-31`, group_by: 'program' });
    unmount();

    calls.length = 0;
    renderWithProviders(<LossRunsPage />, { path: '/user_admin_loss_runs?from=2026-02-30&to=2026-03-31&group_by=lob' });
    await screen.findByRole('table', { name: 'Claims' });
    expect(calls.find((call) => call.path === '/viewlossratio')!.body).toEqual({ from: `${year}-01-01`, to: `${year}-12-31`, group_by: 'lob' });
  });

  it('exports the claims of the period and search shown as XLSX from the server', async () => {
    localStorage.setItem('user_token', liveToken());
    const saved = captureSavedFiles();
    mockFetch({ '/viewlossrun': { body: RUN }, '/viewlossratio': { body: RATIO } });
    const downloads = mockExportCalls(() => new Response('PK', { status: 200 }));
    renderWithProviders(<LossRunsPage />, { path: '/user_admin_loss_runs' });
    await within(await screen.findByRole('table', { name: 'Claims' })).findByText('CL-100');
    await userEvent.type(screen.getByLabelText(/^Insured/), 'Henriksen');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(saved).toEqual(['loss-run.xlsx']));
    const year = new Date().getFullYear();
    expect(downloads).toEqual([{ path: '/exportviewlossrun', body: { from: `${year}-01-01`, to: `${year}-12-31`, insured: 'Henriksen', filters: {}, format: 'xlsx' }, authorization: expect.stringMatching(/^Bearer /) }]);
    jest.restoreAllMocks();
  });

  it("opens a claim's view from its row: its button, or Enter on the row", async () => {
    mockFetch({ '/viewlossrun': { body: RUN }, '/viewlossratio': { body: RATIO } });
    const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_loss_runs" element={<LossRunsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_loss_runs' },
    );
    const claims = await screen.findByRole('table', { name: 'Claims' });
    (await within(claims).findByText('CL-100')).closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_claim_view/7');
  });

  it("opens a claim's view with a single click on its row's button", async () => {
    mockFetch({ '/viewlossrun': { body: RUN }, '/viewlossratio': { body: RATIO } });
    const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_loss_runs" element={<LossRunsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_loss_runs' },
    );
    const claims = await screen.findByRole('table', { name: 'Claims' });
    await userEvent.click(await within(claims).findByRole('button', { name: 'Open claim CL-100' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_claim_view/7');
  });
});
