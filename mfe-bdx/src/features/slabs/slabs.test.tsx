import { screen, within } from '@testing-library/react';
import type { AdminSlab } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes, renderWithProviders } from '@kyubos/devtools/testing';
import { AddSlabPage, EditSlabPage } from './components/slab-form';
import { SlabListPage } from './components/slab-list-page';

const TIER_1: AdminSlab = {
  id: 1,
  slab_name: 'Tier 1 - Small Groups',
  noofparticipant: 25,
  lowerlimit: '0.00',
  upperlimit: '50000.00',
  amount: '1800.00',
  client_id: 2,
  client_name: 'Summit Specialty MGA',
  career_id: 3,
  career_name: 'Atlas Insurance Co',
};
const SLAB_READER = { '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_slab', level: 'read' }] } } };

const renderAt = (path: string) => renderRoutes({ '/user_admin_add_slab': <AddSlabPage />, '/user_admin_edit_slab/:id': <EditSlabPage /> }, path);

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('Slab forms for a staff user holding Slab at Read', () => {
  it('shows the slab of Edit read-only, with a note and no Save', async () => {
    mockFetch({ ...SLAB_READER, '/editslab': { body: { slablist: TIER_1 } } });
    renderAt('/user_admin_edit_slab/1');
    expect(await screen.findByLabelText(/Slab Name/)).toHaveValue('Tier 1 - Small Groups');
    expect(await screen.findByRole('note')).toHaveTextContent('You have Read permission on Slabs: changes are not available.');
    expect(screen.getByLabelText(/Amount/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('answers Add with the refusal, nothing to type', async () => {
    mockFetch({ ...SLAB_READER, '/viewcarrier': { body: { carrier: [] } } });
    renderAt('/user_admin_add_slab');
    expect(await screen.findByText('You do not have access to Slabs')).toBeInTheDocument();
    expect(screen.getByText('You need Read and Write permission for this')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('Slab list', () => {
  it('names the button that opens a slab by the slab’s name, not by its carrier or id', async () => {
    mockFetch({ '/myaccess': { body: { everything: true, items: [] } }, '/viewslab': { body: { slablist: [TIER_1] } } });
    renderWithProviders(<SlabListPage />, { path: '/user_admin_slab' });
    const table = await screen.findByRole('table', { name: 'Slabs' });
    expect(await within(table).findByRole('button', { name: 'Edit Tier 1 - Small Groups' })).toBeInTheDocument();
    expect(within(table).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Edit Tier 1 - Small Groups']);
  });
});
