import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api } from '@kyubos/api';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import type { DataTableColumn } from '@kyubos/ui';
import { ListScreen } from './list-screen';

interface Carrier {
  id: number;
  name: string;
}

interface Slab {
  id: number;
  career_name: string;
  slab_name: string;
}

const kitListApi = api.injectEndpoints({
  endpoints: (build) => ({
    kitCarriers: build.query<Carrier[], void>({ query: () => ({ url: '/viewcarrier', method: 'POST', body: {} }) }),
    kitSlabs: build.query<Slab[], void>({ query: () => ({ url: '/viewslab', method: 'POST', body: {} }) }),
  }),
  overrideExisting: 'throw',
});

const columns: DataTableColumn<Carrier>[] = [{ key: 'name', header: 'Name' }];

function Carriers({ canWrite = true }: { canWrite?: boolean }) {
  const query = kitListApi.useKitCarriersQuery();
  return (
    <ListScreen
      title="Carriers"
      columns={columns}
      query={query}
      canWrite={canWrite}
      addHref="/user_admin_add_carrier"
      editHref={(carrier) => `/user_admin_edit_carrier/${carrier.id}`}
      actionLabel={(carrier) => `Edit ${carrier.name}`}
    />
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderList = (canWrite?: boolean) =>
  renderWithProviders(
    <Routes>
      <Route path="/user_admin_carrier" element={<Carriers canWrite={canWrite} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/user_admin_carrier' },
  );

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('ListScreen', () => {
  it('shows the rows once they load, and opens a row on double-click for writers', async () => {
    mockFetch({ '/viewcarrier': { body: [{ id: 3, name: 'Atlas Insurance Co' }] } });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('cell', { name: 'Atlas Insurance Co' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/user_admin_add_carrier');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Edit Atlas Insurance Co' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_edit_carrier/3');
  });

  it('says "No records" once for an empty list, without pager or row summary', async () => {
    mockFetch({ '/viewcarrier': { body: [] } });
    renderList(false);
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of 1/)).toBeNull();
    expect(screen.queryByText(/Showing rows/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
  });

  it('shows a refusal as a permission panel with the server reason and no Retry', async () => {
    mockFetch({ '/viewcarrier': { status: 403, body: { message: 'You need Read permission for this' } } });
    renderList();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('You do not have access to Carriers');
    expect(panel).toHaveTextContent('You need Read permission for this');
    expect(panel).not.toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry for a failure that asking again can fix, and shows the rows after it', async () => {
    let fail = true;
    mockFetch({
      '/viewcarrier': () => (fail ? { status: 503, body: { message: 'The database is restarting' } } : { body: [{ id: 3, name: 'Atlas Insurance Co' }] }),
    });
    renderList();
    expect(await screen.findByText('The database is restarting')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Atlas Insurance Co' })).toBeInTheDocument();
  });

  it('offers no Retry for a request the server refuses as bad', async () => {
    mockFetch({ '/viewcarrier': { status: 400, body: { message: 'Invalid client_id: must be a number' } } });
    renderList();
    expect(await screen.findByText('Invalid client_id: must be a number')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('the name of a row’s Edit button', () => {
  const slabColumns: DataTableColumn<Slab>[] = [
    { key: 'career_name', header: 'Carrier' },
    { key: 'slab_name', header: 'Slab Name' },
  ];
  function Slabs({ rowName }: { rowName?: (slab: Slab) => string }) {
    return (
      <ListScreen
        title="Slabs"
        columns={slabColumns}
        query={kitListApi.useKitSlabsQuery()}
        canWrite
        editHref={(slab) => `/user_admin_edit_slab/${slab.id}`}
        rowName={rowName}
      />
    );
  }
  const TIER_1 = { id: 39, career_name: 'Atlas Insurance Co', slab_name: 'Tier 1 - Small Groups' };

  it('is the first column’s text by default, never the record’s id', async () => {
    mockFetch({ '/viewslab': { body: [TIER_1] } });
    renderWithProviders(<Slabs />, { path: '/user_admin_slab' });
    expect(await screen.findByRole('button', { name: 'Edit Atlas Insurance Co' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /39/ })).toBeNull();
  });

  it('is the list’s own row name when it gives one', async () => {
    mockFetch({ '/viewslab': { body: [TIER_1] } });
    renderWithProviders(<Slabs rowName={(slab) => slab.slab_name} />, { path: '/user_admin_slab' });
    expect(await screen.findByRole('button', { name: 'Edit Tier 1 - Small Groups' })).toBeInTheDocument();
  });
});
