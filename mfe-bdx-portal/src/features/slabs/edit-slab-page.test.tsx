import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Slab } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { EditSlabPage } from './components/edit-slab-page';

const TIER_2: Slab = {
  id: 7,
  slab_name: 'Tier 2 - Mid Groups',
  noofparticipant: 75,
  lowerlimit: '50000.01',
  upperlimit: '150000.00',
  amount: '3400.00',
  client_id: 2,
  client_name: 'Summit Specialty MGA',
  career_id: 3,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderEditSlab = (id = 7) =>
  renderWithProviders(
    <Routes>
      <Route path="/client_user_BDX_edit_fileupload/:id" element={<EditSlabPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: `/client_user_BDX_edit_fileupload/${id}` },
  );

async function replace(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('client_user_BDX_token', liveToken());
  localStorage.setItem('client_BDX_client_id', '2');
  localStorage.setItem('client_BDX_company_id', '9');
});

describe('EditSlabPage', () => {
  it('loads the slab from /editslab with the carrier token into the five fields', async () => {
    const { calls } = mockFetch({ '/editslab': { body: { slablist: TIER_2 } } });
    renderEditSlab();
    expect(await screen.findByLabelText(/Slab Name/)).toHaveValue('Tier 2 - Mid Groups');
    expect(screen.getByRole('heading', { name: 'Edit Slab' })).toBeInTheDocument();
    expect(screen.getByLabelText(/No Of Participant/)).toHaveValue('75');
    expect(screen.getByLabelText(/Lower Limit/)).toHaveValue('50000.01');
    expect(screen.getByLabelText(/Upper Limit/)).toHaveValue('150000.00');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('3400.00');
    expect(calls[0]).toMatchObject({ path: '/editslab', body: { id: 7 } });
    expect(calls[0]?.authorization).toBe(`Bearer ${localStorage.getItem('client_user_BDX_token')}`);
  });

  it('refuses a lower limit above the upper limit and negative numbers with a clear message, and sends nothing', async () => {
    const { calls } = mockFetch({ '/editslab': { body: { slablist: TIER_2 } } });
    renderEditSlab();
    await screen.findByLabelText(/Slab Name/);
    await replace(/Lower Limit/, '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lower Limit must not be above the upper limit')).toBeInTheDocument();
    expect(screen.getByLabelText(/Lower Limit/)).toHaveAttribute('aria-invalid', 'true');

    await replace(/Lower Limit/, '50000.01');
    await replace(/Amount/, '-5');
    await replace(/No Of Participant/, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount must not be negative')).toBeInTheDocument();
    expect(screen.getByText('No Of Participant must not be negative')).toBeInTheDocument();
    expect(screen.queryByText('Lower Limit must not be above the upper limit')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/updateslab')).toHaveLength(0);
    // Nothing typed is lost.
    expect(screen.getByLabelText(/Amount/)).toHaveValue('-5');

    await replace(/Amount/, '12.345');
    await replace(/No Of Participant/, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount must have at most 2 decimals')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/updateslab')).toHaveLength(0);
  });

  it('saves the changed values through /updateslab and returns to the outbound list', async () => {
    const { calls } = mockFetch({
      '/editslab': { body: { slablist: TIER_2 } },
      '/updateslab': (body) => ({ body: { message: 'Slab updated', slablist: { ...TIER_2, ...(body as { userData: object }).userData } } }),
    });
    renderEditSlab();
    await screen.findByLabelText(/Slab Name/);
    await replace(/Amount/, '3650.25');
    await replace(/Slab Name/, 'Tier 2 - Growing Groups');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_user_BDX_fileupload');
    expect(calls.find((call) => call.path === '/updateslab')?.body).toEqual({
      userData: {
        id: 7,
        slab_name: 'Tier 2 - Growing Groups',
        noofparticipant: '75',
        lowerlimit: '50000.01',
        upperlimit: '150000.00',
        amount: '3650.25',
      },
    });
  });

  it('shows the server message of a refused save and keeps what was typed', async () => {
    mockFetch({
      '/editslab': { body: { slablist: TIER_2 } },
      '/updateslab': { status: 400, body: { message: 'Invalid slab_name: must be at most 100 characters' } },
    });
    renderEditSlab();
    await screen.findByLabelText(/Slab Name/);
    await replace(/Amount/, '3700');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid slab_name: must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('3700');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('Cancel asks before it drops a change, then goes to the outbound list without saving', async () => {
    const { calls } = mockFetch({ '/editslab': { body: { slablist: TIER_2 } } });
    renderEditSlab();
    await screen.findByLabelText(/Slab Name/);
    await replace(/Amount/, '1');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/client_user_BDX_fileupload');
    expect(calls.filter((call) => call.path === '/updateslab')).toHaveLength(0);
  });

  it("shows another carrier's slab as not found, without Retry", async () => {
    const { calls } = mockFetch({ '/editslab': { status: 404, body: { message: 'Slab not found' } } });
    renderEditSlab(12);
    expect(await screen.findByText('Oops, page not available!')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Slab Name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls[0]?.body).toEqual({ id: 12 });
  });

  it('offers Retry when the slab cannot be loaded for a reason a retry can fix', async () => {
    let fail = true;
    const { calls } = mockFetch({ '/editslab': () => (fail ? { status: 502, body: { message: 'Bad gateway' } } : { body: { slablist: TIER_2 } }) });
    renderEditSlab();
    expect(await screen.findByText('Bad gateway')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/Slab Name/)).toHaveValue('Tier 2 - Mid Groups');
    await waitFor(() => expect(calls.filter((call) => call.path === '/editslab')).toHaveLength(2));
  });
});
