import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AdminAreaRoutes } from './admin-area-routes';

describe('an admin area whose access fails to load', () => {
  it('says why its actions are hidden and loads them again on Retry', async () => {
    localStorage.setItem('user_token', liveToken());
    let failures = 1;
    const { calls } = mockFetch({
      '/myaccess': () => (failures-- > 0 ? { status: 500, body: { message: 'Something went wrong' } } : { body: { everything: true, items: [] } }),
    });
    renderWithProviders(
      <AdminAreaRoutes>
        <Route path="/user_admin_countries" element={<p>countries</p>} />
      </AdminAreaRoutes>,
      { path: '/user_admin_countries' },
    );
    expect(screen.getByText('countries')).toBeInTheDocument();
    expect(await screen.findByText('Your permissions could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Your permissions could not be loaded')).not.toBeInTheDocument());
    expect(screen.getByText('countries')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/myaccess')).toHaveLength(2);
  });
});
