import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ViewClaimResponse } from '@kyubos/contracts';
import { mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { ClaimViewPage } from './components/claim-view-page';

const CLAIM: ViewClaimResponse = {
  claim: {
    id: 7,
    claim_number: 'CL-100',
    quotation_id: 3,
    policy_number: 'SUM-P-2026-000016',
    insured: 'Lucas Henriksen',
    lob: 'PROPERTY',
    program: 'Habitational Basic Program',
    date_of_loss: '2026-02-10',
    date_reported: '2026-02-12',
    status: 'closed',
    paid: '1500.00',
    reserve: '1000.00',
    recovery: '100.00',
    incurred: '2400.00',
    as_of: '2026-04',
  },
  movements: [
    { id: 1, file_id: 41, file_name: 'atlas-claims-0326.csv', carrier_name: 'Atlas Insurance Co', row_number: 2, as_of: '2026-03', status: 'open', paid: '1000.50', reserve: '2000.25', recovery: '100.00', incurred: '2900.75', applied: true, created_at: '2026-04-02T14:05:00Z' },
    { id: 2, file_id: 44, file_name: 'atlas-claims-0426.csv', carrier_name: 'Atlas Insurance Co', row_number: 5, as_of: '2026-04', status: 'closed', paid: '1500.00', reserve: '1000.00', recovery: '100.00', incurred: '2400.00', applied: true, created_at: '2026-05-03T09:30:00Z' },
    { id: 3, file_id: 45, file_name: 'atlas-claims-0226.csv', carrier_name: 'Atlas Insurance Co', row_number: 9, as_of: '2026-02', status: 'open', paid: '10.00', reserve: '20.00', recovery: '0.00', incurred: '30.00', applied: false, created_at: '2026-05-04T10:00:00Z' },
  ],
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/user_admin_claim_view/:id" element={<ClaimViewPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );

describe('ClaimViewPage', () => {
  it("shows the claim's latest figures and every bordereau's, each bordereau opening its file", async () => {
    const { calls } = mockFetch({ '/viewclaim': { body: CLAIM }, '/myaccess': { body: { everything: true, items: [] } } });
    renderAt('/user_admin_claim_view/7');
    expect(await screen.findByRole('heading', { name: 'Claim CL-100' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/viewclaim')?.body).toEqual({ id: 7 });
    const facts = screen.getByLabelText('Claim facts');
    expect(facts).toHaveTextContent('Policy NumberSUM-P-2026-000016');
    expect(facts).toHaveTextContent('Date of Loss02-10-2026');
    expect(facts).toHaveTextContent('StatusClosed');
    expect(facts).toHaveTextContent('Figures of04/2026');
    expect(facts).toHaveTextContent('Incurred$2,400.00');

    const table = screen.getByRole('table', { name: 'Bordereaux figures' });
    expect(within(table).getByRole('columnheader', { name: /^Carrier/ })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/03\/2026atlas-claims-0326\.csvAtlas Insurance Co2Open\$1,000\.50\$2,000\.25\$100\.00\$2,900\.75Yes/),
      expect.stringMatching(/04\/2026atlas-claims-0426\.csvAtlas Insurance Co5Closed\$1,500\.00\$1,000\.00\$100\.00\$2,400\.00Yes/),
      expect.stringMatching(/02\/2026atlas-claims-0226\.csvAtlas Insurance Co9Open\$10\.00\$20\.00\$0\.00\$30\.00No/),
    ]);
    await userEvent.click(await within(table).findByRole('link', { name: 'atlas-claims-0426.csv' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_user_brdx_file_view/44');
  });

  it('names the bordereaux without opening them for a user who may not read the inbound bordereaux (an agent with Loss Runs only)', async () => {
    mockFetch({ '/viewclaim': { body: CLAIM }, '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_loss_runs', level: 'read' }] } } });
    renderAt('/user_admin_claim_view/7');
    const table = await screen.findByRole('table', { name: 'Bordereaux figures' });
    expect(await within(table).findByText('atlas-claims-0426.csv')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it("answers a claim that is not the client's as not found, and a malformed id without asking", async () => {
    mockFetch({ '/viewclaim': { status: 404, body: { message: 'Claim not found' } } });
    const { unmount } = renderAt('/user_admin_claim_view/99');
    expect(await screen.findByRole('heading', { name: 'Oops, page not available!' })).toBeInTheDocument();
    unmount();
    const { calls } = mockFetch({ '/viewclaim': { body: CLAIM } });
    renderAt('/user_admin_claim_view/abc');
    expect(await screen.findByRole('heading', { name: 'Oops, page not available!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/viewclaim')).toEqual([]);
  });
});
