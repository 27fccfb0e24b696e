import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardCharts as Charts } from '@kyubos/contracts';
import { UiProvider } from '@kyubos/ui';
import DashboardCharts from './dashboard-charts';

const months = ['2029-07', '2029-08', '2029-09', '2029-10', '2029-11', '2029-12', '2030-01', '2030-02', '2030-03', '2030-04', '2030-05', '2030-06'];
const charts: Charts = {
  premiumByMonth: {
    months,
    lines: [
      { intake_id: 1, name: 'Homeowners' },
      { intake_id: 2, name: 'Auto' },
    ],
    cells: [
      { month: '2030-01', intake_id: 1, premiumCents: 100050 },
      { month: '2030-06', intake_id: 1, premiumCents: 20015 },
      { month: '2030-06', intake_id: 2, premiumCents: 9999 },
    ],
    url: '/user_admin_policies',
  },
  funnel: { from: '2030-03-18', to: '2030-06-15', quotations: 4, binders: 3, policies: 2, quotationToBinder: 75, binderToPolicy: 66.7, quotationToPolicy: 50, url: '/user_admin_policy_quotations' },
  bordereaux: { period: '052030', received: 2, approved: 1, sent: 1, imported: 0, url: '/user_admin_bdx_history' },
  renewals: { from: '2030-06-15', to: '2030-09-13', count: 2, premiumCents: 59999, url: '/user_admin_renewals' },
  lossRatio: {
    from: '2029-07-01',
    to: '2030-06-15',
    group_by: 'lob',
    rows: [{ lob: 'Homeowners', earned_premium: '1000.00', incurred: '250.00', loss_ratio: 0.25 }],
    totals: { earned_premium: '1000.00', incurred: '250.00', loss_ratio: 0.25 },
    url: '/user_admin_loss_runs',
  },
};

const renderCharts = (value: Charts) =>
  render(
    <UiProvider withGlobalStyle={false}>
      <MemoryRouter>
        <DashboardCharts charts={value} />
      </MemoryRouter>
    </UiProvider>,
  );

describe('the home dashboard charts', () => {
  it('stacks each month’s premium by line of business, with each segment’s figure and the total', () => {
    renderCharts(charts);
    const premium = screen.getByTestId('chart-premium');
    expect(within(premium).getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/user_admin_policies');
    expect(screen.getByTestId('bar-2030-06-1')).toHaveAttribute('aria-label', 'Jun 30, Homeowners: $200');
    expect(screen.getByTestId('bar-2030-06-2')).toHaveAttribute('aria-label', 'Jun 30, Auto: $100');
    expect(screen.getByTestId('bar-2030-01-1')).toHaveAttribute('aria-label', 'Jan 30, Homeowners: $1.0K');
    expect(screen.queryByTestId('bar-2030-01-2')).toBeNull();
    expect(screen.getByTestId('premium-total')).toHaveTextContent('Total $1,300.64');
    expect(within(premium).getByText('Homeowners')).toBeInTheDocument();
  });

  it('shows the funnel with its conversion rates, the bordereaux by status and the renewals due, each linking to its list', () => {
    renderCharts(charts);
    expect(screen.getByTestId('funnel-quotations')).toHaveTextContent('Quotations4');
    expect(screen.getByTestId('funnel-rate-binders')).toHaveTextContent('75% converted');
    expect(screen.getByTestId('funnel-rate-policies')).toHaveTextContent('66.7% converted');
    expect(screen.getByTestId('funnel-overall')).toHaveTextContent('Quotation to policy: 50%');
    expect(screen.getByTestId('chart-bordereaux')).toHaveTextContent('Bordereaux of 05/2030');
    expect(screen.getByTestId('bdx-received')).toHaveTextContent('Received2');
    expect(screen.getByTestId('bdx-imported')).toHaveTextContent('Imported0');
    expect(screen.getByTestId('renewals-count')).toHaveTextContent('2');
    expect(screen.getByTestId('renewals-premium')).toHaveTextContent('$599.99');
    expect(within(screen.getByTestId('chart-renewals')).getByRole('link', { name: 'Renewals' })).toHaveAttribute('href', '/user_admin_renewals');
    expect(screen.getByTestId('chart-loss-ratio')).toHaveTextContent('Homeowners25.00%');
    expect(screen.getByTestId('loss-ratio-total')).toHaveTextContent('Overall: 25.00%');
    expect(within(screen.getByTestId('chart-loss-ratio')).getByRole('link', { name: 'Loss Runs' })).toHaveAttribute('href', '/user_admin_loss_runs');
    expect(within(screen.getByTestId('chart-funnel')).getByRole('link', { name: 'Quotations' })).toHaveAttribute('href', '/user_admin_policy_quotations');
  });

  it('draws only the charts the caller may see, and says when no premium was written', () => {
    renderCharts({ premiumByMonth: { ...charts.premiumByMonth!, lines: [], cells: [] }, funnel: { ...charts.funnel!, quotations: 0, binders: 0, policies: 0, quotationToBinder: null, binderToPolicy: null, quotationToPolicy: null }, bordereaux: null, renewals: null, lossRatio: null });
    expect(screen.getByText('No premium written in the last 12 months.')).toBeInTheDocument();
    expect(screen.getByTestId('funnel-rate-binders')).toHaveTextContent('— converted');
    expect(screen.queryByTestId('chart-bordereaux')).toBeNull();
    expect(screen.queryByTestId('chart-renewals')).toBeNull();
  });
});
