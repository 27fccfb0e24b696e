import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { PortalLayout } from './portal-layout';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('client_user_BDX_token', liveToken());
  localStorage.setItem('client_BDX_client_id', '2');
  localStorage.setItem('client_BDX_company_id', '9');
});

describe('PortalLayout', () => {
  it('leads the signed-in carrier from the header logo to the portal home, named so, not to the login', async () => {
    mockFetch({
      '/editclient': { body: { client: { Client_FullName: 'Summit Specialty MGA' } } },
      '/editcarrier': { body: { carrier: { carriername: 'Harbor Re' } } },
    });
    renderWithProviders(
      <Routes>
        <Route element={<PortalLayout />}>
          <Route path="/client_user_BDX_filerecived" element={<p>Inbound files</p>} />
          <Route path="/client_user_BDX_home" element={<p>Portal dashboard</p>} />
        </Route>
        <Route path="/BDX_Login" element={<p>Carrier login</p>} />
      </Routes>,
      { path: '/client_user_BDX_filerecived' },
    );
    expect(await screen.findByText('Hi Harbor Re')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /log in/i })).not.toBeInTheDocument();
    const logo = screen.getByRole('link', { name: 'Kyubos BDX home' });
    expect(logo).toHaveAttribute('href', '/client_user_BDX_home');
    expect(logo).toHaveTextContent('Kyubos BDX');
    await userEvent.click(logo);
    expect(screen.getByText('Portal dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Carrier login')).not.toBeInTheDocument();
  });
});
