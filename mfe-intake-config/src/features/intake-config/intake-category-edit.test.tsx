import { screen } from '@testing-library/react';
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
});
