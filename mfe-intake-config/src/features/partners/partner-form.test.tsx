import { Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AddPartnerPage, EditPartnerPage } from './components/partner-form-page';
import { DIRECTORIES } from './directories';

/** A field's label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`);
const ADMIN = { '/myaccess': { body: { everything: true, items: [] } } };

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('Partner forms', () => {
  it("clears the pointing id and shows 'Invalid Kyubos id' when the lookup answers 404", async () => {
    const { calls } = mockFetch({ ...ADMIN, '/clientsearch': { status: 404, body: { message: 'Invalid Kyubos id' } } });
    renderWithProviders(<AddPartnerPage directory={DIRECTORIES.carrier} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(label('Pointing ID')), 'KYB-NOWHERE');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Kyubos id');
    expect(screen.getByLabelText(label('Pointing ID'))).toHaveValue('');
    expect(calls.find((c) => c.path === '/clientsearch')?.body).toEqual({ kyubosid: 'KYB-NOWHERE' });
  });

  it("checks a Non Kyubos carrier's pointing id on blur too: a miss clears it, a platform client keeps it", async () => {
    const { calls } = mockFetch({ ...ADMIN, '/clientsearch': { status: 404, body: { message: 'Invalid Kyubos id' } } });
    renderWithProviders(<AddPartnerPage directory={DIRECTORIES.carrier} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(label('Type')), 'Non Kyubos');
    await user.type(screen.getByLabelText(label('Pointing ID')), 'KYB-NOWHERE');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Kyubos id');
    expect(screen.getByLabelText(label('Pointing ID'))).toHaveValue('');
    expect(calls.filter((c) => c.path === '/clientsearch').map((c) => c.body)).toEqual([{ kyubosid: 'KYB-NOWHERE' }]);

    mockFetch({
      ...ADMIN,
      '/clientsearch': { body: { client: { id: 7, Client_PointingId: 'KYB-ATLAS', Client_FullName: 'Atlas Insurance Co', Client_Type: 'CARRIER' } } },
    });
    await user.type(screen.getByLabelText(label('Pointing ID')), 'KYB-ATLAS');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText(label('Pointing ID'))).toHaveValue('KYB-ATLAS');
  });

  it('edits a TPA with its own calls, keeps the stored secrets when left blank and returns to the TPA list', async () => {
    const tpa = {
      id: 31, client_id: 2, TPAname: 'Frontline Claims Services', phonenumber: '18025550101', email: 'bdx@frontline.example', fax: null,
      address: '125 Main Street', city: 'Denver', state: 'CO', zipcode: '80202', websiteaddress: null, membertype: 'Non Kyubos',
      kyubosid: 'KYB-FRONTLINE', username: 'frontline_bdx', BDX_Username: 'frontline-ftp', containername: 'bdx-frontline',
      blobfolder: 'bdx-frontline/kyb-frontline', password_set: true, BDX_Password_set: true,
    };
    const { calls } = mockFetch({ ...ADMIN, '/editclientTPA': { body: { tpa } }, '/updateclientTPA': { body: { message: 'TPA updated' } } });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_tpa/:id" element={<EditPartnerPage directory={DIRECTORIES.tpa} />} />
        <Route path="/user_admin_tpa" element={<p>TPA list</p>} />
      </Routes>,
      { path: '/user_admin_edit_tpa/31' },
    );
    const user = userEvent.setup();
    const city = await screen.findByLabelText(label('City'));
    expect(screen.getByLabelText(label('Type'))).toHaveAttribute('readonly');
    expect(screen.getByLabelText(label('Password'))).toHaveValue('');
    expect(screen.getByLabelText(label('FTP Account Key'))).not.toBeRequired();
    await user.clear(city);
    await user.type(city, 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('TPA list')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/updateclientTPA')).toBe(true));
    const { userData } = calls.find((c) => c.path === '/updateclientTPA')!.body as { userData: Record<string, unknown> };
    expect(userData).toMatchObject({ id: 31, TPAname: 'Frontline Claims Services', city: 'Aurora', password: '', BDX_Password: '' });
  });

  describe('for a staff user holding Carriers at Read', () => {
    const READER = { '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_carrier', level: 'read' }] } } };
    const carrier = {
      id: 20, client_id: 2, carriername: 'QA Test Carrier', phonenumber: '16175550100', email: 'bdx@qa-carrier.example', fax: null,
      address: '1 Federal Street', city: 'Worcester', state: 'MA', zipcode: '01608', websiteaddress: null, membertype: 'Kyubos',
      kyubosid: 'KYB-QA', username: 'qa_carrier', BDX_Username: 'qa-ftp', containername: 'bdx-qa',
      blobfolder: 'bdx-qa/kyb-qa', password_set: true, BDX_Password_set: true,
    };

    it('shows the carrier of Edit read-only: fields disabled, a note, no Save, and nothing is sent', async () => {
      const { calls } = mockFetch({ ...READER, '/editcarrier': { body: { carrier } } });
      renderWithProviders(
        <Routes>
          <Route path="/user_admin_edit_carrier/:id" element={<EditPartnerPage directory={DIRECTORIES.carrier} />} />
        </Routes>,
        { path: '/user_admin_edit_carrier/20' },
      );
      const city = await screen.findByLabelText(label('City'));
      expect(city).toHaveValue('Worcester');
      expect(await screen.findByRole('note')).toHaveTextContent('You have Read permission on Carriers: changes are not available.');
      expect(city).toBeDisabled();
      expect(screen.getByLabelText(label('Carrier Name'))).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user_admin_carrier');
      expect(calls.some((c) => c.path === '/updatecarrier')).toBe(false);
    });

    it('answers Add with the refusal, leaving nothing to type', async () => {
      mockFetch(READER);
      renderWithProviders(<AddPartnerPage directory={DIRECTORIES.carrier} />);
      expect(await screen.findByText('You do not have access to Carriers')).toBeInTheDocument();
      expect(screen.getByText('You need Read and Write permission for this')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    });
  });
});
