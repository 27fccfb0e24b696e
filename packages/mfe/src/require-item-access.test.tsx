import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AdminAreaRoutes } from './admin-area-routes';
import { RequireItemAccess } from './require-item-access';

const renderGuarded = () =>
  renderWithProviders(
    <AdminAreaRoutes>
      <Route
        path="/user_admin_intakecategory"
        element={
          <RequireItemAccess items={['/user_admin_intakecategory']} area="Lines of Business">
            <p>the lines</p>
          </RequireItemAccess>
        }
      />
    </AdminAreaRoutes>,
    { path: '/user_admin_intakecategory' },
  );

beforeEach(() => localStorage.setItem('user_token', liveToken()));

describe('a screen for holders of its menu item', () => {
  it('opens for Read on the item and refuses anyone else in the server’s words', async () => {
    mockFetch({ '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_intakecategory', level: 'read' }] } } });
    const { unmount } = renderGuarded();
    expect(await screen.findByText('the lines')).toBeInTheDocument();
    unmount();

    mockFetch({ '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_policy_quotations', level: 'admin' }] } } });
    renderGuarded();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Lines of BusinessYou need Read permission for this');
    expect(screen.queryByText('the lines')).toBeNull();
  });

  it('refuses no one while the access cannot be loaded: it says so, and opens after Retry', async () => {
    let failures = 1;
    mockFetch({
      '/myaccess': () => (failures-- > 0 ? { status: 500, body: { message: 'Something went wrong' } } : { body: { everything: true, items: [] } }),
    });
    renderGuarded();
    expect(await screen.findByText('Your permissions could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText(/You do not have access/)).toBeNull();
    expect(screen.queryByText('the lines')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the lines')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your permissions could not be loaded')).not.toBeInTheDocument());
  });
});
