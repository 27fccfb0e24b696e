import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { EditCompanyPage } from './components/company-form';

const COMPANY = {
  id: 4, companyName: 'Pinnacle Risk Underwriters', address: '2200 Ross Ave', city: 'Dallas', state: 'TX', zipCode: '75201',
  phoneNumber1: '12145550400', phoneNumber2: null, email: 'info@pinnacle.example', ownerName: 'Gregory Shaw',
  ownerPhoneNumber: null, ownerEmail: null, companyContactPerson: null, contactPersonEmail: null, contactPersonPhoneNumber: null,
  type: 'MGU', licenceId: 'LIC-TX-1', startDate: '2023-06-12T00:00:00.000Z', endDate: '2026-06-12', planName: 'Professional',
  planAmount: 1499, documentUpload: 'licence.pdf', interlink: null, username: 'pinnacle_portal',
  twoFactorAuthentication: 'enabled', client_id: null,
  documents: [{ id: 9, original_name: 'licence.pdf', mime_type: 'application/pdf', size_bytes: 2048, uploaded_at: '2024-01-01T00:00:00Z' }],
};

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('login_type', '1');
});

describe('Company edit form', () => {
  it('shows dates as their first 10 characters and saves every field with a blank password kept blank', async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/editcompany': { body: { company: COMPANY } },
      '/updatecompany': { body: { message: 'Company updated', company: COMPANY } },
    });
    renderRoutes({ '/user_admin_edit_companies/:id': <EditCompanyPage /> }, '/user_admin_edit_companies/4');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Company Name/)).toHaveValue('Pinnacle Risk Underwriters');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2023-06-12');
    expect(screen.getByRole('radio', { name: 'Enabled' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Download licence.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Disabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_company');
    const body = calls.find((call) => call.path === '/updatecompany')?.body as { companyData: Record<string, unknown> };
    expect(body.companyData).toMatchObject({
      id: 4,
      companyName: 'Pinnacle Risk Underwriters',
      startDate: '2023-06-12',
      endDate: '2026-06-12',
      planAmount: '1499',
      password: '',
      twoFactorAuthentication: 'disabled',
      type: 'MGU',
    });
  });

  const renderEdit = () => renderRoutes({ '/user_admin_edit_companies/:id': <EditCompanyPage /> }, '/user_admin_edit_companies/999');

  it('shows the not-found page for a company that does not exist, without Retry', async () => {
    mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/editcompany': { status: 404, body: { message: 'Company not found' } },
    });
    renderEdit();
    expect(await screen.findByText('Oops, page not available!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the company cannot be loaded for a reason a retry can fix', async () => {
    mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/editcompany': { status: 503, body: { message: 'The database is busy' } },
    });
    renderEdit();
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
