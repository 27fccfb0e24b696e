import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { EditIntakeCategoryPage } from './components/intake-category-pages';

const READ_AT = '2026-11-27T19:31:04.120Z';
const LOB = { id: 7, client_id: 2, category_name: 'MARINE CARGO', sublob: 'Inland', document: null, intaketype: 'Quotation', updatedAt: READ_AT };

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('Edit Line of Business', () => {
  it('keeps what was typed and says who saved the line when another user saved it since the form read it; the save sent the version read', async () => {
    const changed = 'This line of business changed meanwhile: Ana Ortiz saved it on 11/27/2026, 07:45 PM UTC. Reload it to see the changes, then make yours again.';
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/editclientintakecategory': { body: { intake: LOB } },
      '/updateclientintakecategory': { status: 409, body: { message: changed, errors: [{ path: 'updatedAt', message: changed }] } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_edit_intakecategory/:id" element={<EditIntakeCategoryPage />} />
        <Route path="/user_admin_intakecategory" element={<p>Lines of business</p>} />
      </Routes>,
      { path: '/user_admin_edit_intakecategory/7' },
    );
    const user = userEvent.setup();
    const sublob = await screen.findByLabelText(/Sub LOB/);
    await user.clear(sublob);
    await user.type(sublob, 'Ocean');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    expect(calls.find((call) => call.path === '/updateclientintakecategory')?.body).toEqual({
      menucategoryData: { id: 7, category_name: 'MARINE CARGO', sublob: 'Ocean', document: null, intaketype: 'Quotation', updatedAt: READ_AT },
    });
    expect(screen.queryByText('Lines of business')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Sub LOB/)).toHaveValue('Ocean');
  });

  describe('after "changed meanwhile", the record read again in the background', () => {
    const changed = 'This line of business changed meanwhile: Ana Ortiz saved it on 11/27/2026, 07:45 PM UTC. Reload it to see the changes, then make yours again.';
    const SAVED_AT = '2026-11-27T19:45:10.500Z';
    const SAVED_BY_ANA = { ...LOB, sublob: 'Habitational A', updatedAt: SAVED_AT };
    // The server: the line as Ana saved it once it is read again; a save of any other version refused.
    function serve() {
      let reads = 0;
      const { calls } = mockFetch({
        '/myaccess': { body: { everything: true, items: [] } },
        '/editclientintakecategory': () => ({ body: { intake: (reads += 1) === 1 ? LOB : SAVED_BY_ANA } }),
        '/updateclientintakecategory': (body) =>
          (body as { menucategoryData: { updatedAt: string } }).menucategoryData.updatedAt === SAVED_AT
            ? { body: { message: 'Line of business updated' } }
            : { status: 409, body: { message: changed, errors: [{ path: 'updatedAt', message: changed }] } },
      });
      renderWithProviders(
        <Routes>
          <Route path="/user_admin_edit_intakecategory/:id" element={<EditIntakeCategoryPage />} />
          <Route path="/user_admin_intakecategory" element={<p>Lines of business</p>} />
        </Routes>,
        { path: '/user_admin_edit_intakecategory/7' },
      );
      return { calls, reads: () => reads };
    }
    const sentVersions = (calls: { path: string; body: unknown }[]) =>
      calls.filter((call) => call.path === '/updateclientintakecategory').map((call) => (call.body as { menucategoryData: { updatedAt: string; sublob: string } }).menucategoryData);

    it('a second Save still sends the version the form read and is refused again; what was typed stays', async () => {
      const { calls, reads } = serve();
      const user = userEvent.setup();
      const sublob = await screen.findByLabelText(/Sub LOB/);
      await user.clear(sublob);
      await user.type(sublob, 'Habitational B');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('alert');
      await waitFor(() => expect(reads()).toBe(2));
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(sentVersions(calls)).toHaveLength(2));
      expect(sentVersions(calls).map((sent) => [sent.updatedAt, sent.sublob])).toEqual([
        [READ_AT, 'Habitational B'],
        [READ_AT, 'Habitational B'],
      ]);
      expect(await screen.findByRole('alert')).toHaveTextContent(changed);
      expect(screen.queryByText('Lines of business')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Sub LOB/)).toHaveValue('Habitational B');
    });

    it('Reload shows the line as saved meanwhile, drops what was typed, and the next save sends that version', async () => {
      const { calls } = serve();
      const user = userEvent.setup();
      const sublob = await screen.findByLabelText(/Sub LOB/);
      await user.clear(sublob);
      await user.type(sublob, 'Habitational B');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload the line of business' }));

      await waitFor(() => expect(screen.getByLabelText(/Sub LOB/)).toHaveValue('Habitational A'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.clear(screen.getByLabelText(/Sub LOB/));
      await user.type(screen.getByLabelText(/Sub LOB/), 'Habitational A and B');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Lines of business')).toBeInTheDocument();
      expect(sentVersions(calls).map((sent) => [sent.updatedAt, sent.sublob])).toEqual([
        [READ_AT, 'Habitational B'],
        [SAVED_AT, 'Habitational A and B'],
      ]);
    });
  });
});
