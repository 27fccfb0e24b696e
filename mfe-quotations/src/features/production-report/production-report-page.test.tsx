import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductionRecordsResponse, ProductionReportResponse } from '@kyubos/contracts';
import { captureSavedFiles, liveToken, mockExportCalls, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { ProductionReportPage } from './production-report-page';

const BY_LOB: ProductionReportResponse = {
  from: '2030-06-01',
  to: '2030-06-30',
  groupBy: ['lob'],
  rows: [
    { groups: { lob: { id: 3, name: 'Homeowners' } }, premiumCents: 20015, count: 2, policies: 1 },
    { groups: { lob: { id: 4, name: 'Auto' } }, premiumCents: 9999, count: 1, policies: 1 },
  ],
  totals: { premiumCents: 30014, count: 3, policies: 2 },
  lossRatio: null,
};
const RECORDS: ProductionRecordsResponse = {
  records: [
    { id: 41, intake_id: 3, policy_number: 'SUM-P-2030-000041', unique_id: 'SUM-Q-2030-000041', firstname: 'Ana', lastname: 'Lopez', type: 'New business', effectivedate: '2030-06-01', premiumCents: 25025 },
    { id: 41, intake_id: 3, policy_number: 'SUM-P-2030-000041', unique_id: 'SUM-Q-2030-000041', firstname: 'Ana', lastname: 'Lopez', type: 'Cancellation', effectivedate: '2030-06-20', premiumCents: -5010 },
  ],
  total: 2,
  premiumCents: 20015,
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('the Production Report', () => {
  it('asks for this month by line of business, shows the rows, totals and chart; Records drills down to the policies', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      '/viewproductionreport': { body: BY_LOB },
      '/viewproductionrecords': { body: RECORDS },
    });
    renderWithProviders(<ProductionReportPage />);
    const table = await screen.findByRole('table', { name: 'Production Report' });
    expect(await within(table).findByText('Homeowners')).toBeInTheDocument();
    expect(within(table).getByText('$200.15')).toBeInTheDocument();
    expect(screen.getByTestId('report-totals')).toHaveTextContent('Total written premium $300.14 · 3 transactions · 2 policies');
    expect(await screen.findByTestId('report-bar-0')).toHaveTextContent('Homeowners$200.15');
    const asked = calls.find((call) => call.path === '/viewproductionreport')!.body as { from: string; to: string; groupBy: string[] };
    expect(asked.groupBy).toEqual(['lob']);
    expect(asked.from.slice(8)).toBe('01');

    await user.click(screen.getByRole('button', { name: 'Records of Homeowners' }));
    const drill = await screen.findByTestId('report-drilldown');
    expect(await within(drill).findAllByRole('link', { name: 'SUM-P-2030-000041' })).toHaveLength(2);
    expect(within(drill).getAllByRole('link', { name: 'SUM-P-2030-000041' })[0]).toHaveAttribute('href', '/user_admin_view_policies/41/3');
    expect(within(drill).getByText('-$50.10')).toBeInTheDocument();
    expect(screen.getByTestId('drilldown-total')).toHaveTextContent('Total $200.15');
    expect(calls.find((call) => call.path === '/viewproductionrecords')!.body).toMatchObject({ where: { lob: 3 } });
  });

  it('says each count of its summary in the singular for one: 2 transactions of 1 policy, 1 transaction of 1 policy', async () => {
    mockFetch({ '/viewproductionreport': { body: { ...BY_LOB, rows: BY_LOB.rows.slice(0, 1), totals: { premiumCents: -39375, count: 2, policies: 1 } } } });
    const { unmount } = renderWithProviders(<ProductionReportPage />);
    expect(await screen.findByTestId('report-totals')).toHaveTextContent(/^Total written premium -\$393\.75 · 2 transactions · 1 policy$/);
    unmount();
    mockFetch({ '/viewproductionreport': { body: { ...BY_LOB, rows: BY_LOB.rows.slice(1), totals: { premiumCents: 9999, count: 1, policies: 1 } } } });
    renderWithProviders(<ProductionReportPage />);
    expect(await screen.findByTestId('report-totals')).toHaveTextContent(/^Total written premium \$99\.99 · 1 transaction · 1 policy$/);
  });

  it('groups by more than one thing and by a year', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ '/viewproductionreport': { body: { ...BY_LOB, rows: [], totals: { premiumCents: 0, count: 0, policies: 0 } } } });
    renderWithProviders(<ProductionReportPage />);
    await screen.findByTestId('report-totals');
    await user.click(screen.getByRole('checkbox', { name: 'Transaction type' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'year');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/viewproductionreport').at(-1)!.body as { from: string; to: string; groupBy: string[] };
      expect(last.groupBy).toEqual(['lob', 'type']);
      expect(last.from.slice(5)).toBe('01-01');
      expect(last.to.slice(5)).toBe('12-31');
    });
  });
});

describe('Export of the Production Report', () => {
  it("asks the server for the report's rows of the period and groups shown, as CSV", async () => {
    const saved = captureSavedFiles();
    const { calls } = mockFetch({ '/viewproductionreport': { body: BY_LOB } });
    const downloads = mockExportCalls();
    renderWithProviders(<ProductionReportPage />);
    const table = await screen.findByRole('table', { name: 'Production Report' });
    expect(await within(table).findByText('Homeowners')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['production-report.csv']));
    const asked = calls.find((call) => call.path === '/viewproductionreport')!.body as { from: string; to: string };
    expect(downloads).toEqual([{ path: '/exportviewproductionreport', body: { from: asked.from, to: asked.to, groupBy: ['lob'], filters: {}, format: 'csv' }, authorization: expect.stringMatching(/^Bearer /) }]);
    jest.restoreAllMocks();
  });

  it('asks only for a complete day the contract takes: a year typed half-way (0001, 0027) or a day that does not exist is said at the field, and no period shows as current meanwhile', async () => {
    const { calls } = mockFetch({ '/viewproductionreport': { body: BY_LOB } });
    renderWithProviders(<ProductionReportPage />);
    expect(await screen.findByTestId('report-period')).toHaveTextContent('06-01-2030 to 06-30-2030');
    const asked = () => calls.filter((call) => call.path === '/viewproductionreport').map((call) => (call.body as { from: string; to: string }).from);
    const before = asked().length;
    const input = screen.getByLabelText(/^Any day of the period/);

    for (const typed of ['0001-11-27', '0010-11-27', '0027-11-27']) fireEvent.change(input, { target: { value: typed } });
    expect(input).toHaveAccessibleDescription('Any day of the period has the year 0027: type the year in four digits');
    expect(screen.queryByTestId('report-period')).toBeNull();
    expect(screen.queryByTestId('report-totals')).toBeNull();
    expect(screen.getByText('Type a full date to see the report.')).toBeInTheDocument();

    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveAccessibleDescription('Any day of the period is not a valid date');
    expect(screen.queryByTestId('report-period')).toBeNull();
    expect(asked().length).toBe(before);

    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: false, valid: true } });
    fireEvent.change(input, { target: { value: '2030-06-15' } });
    expect(await screen.findByTestId('report-period')).toHaveTextContent('06-01-2030 to 06-30-2030');
    expect(asked().slice(before)).toEqual(['2030-06-01']);
  });
});
