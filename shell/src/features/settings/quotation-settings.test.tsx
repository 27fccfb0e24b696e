import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { QuotationSettings } from './quotation-settings';

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('Quotation settings', () => {
  it('lets the client admin turn maker-checker on and says it is saved', async () => {
    let saved = false;
    const { calls } = mockFetch({
      '/viewquotationsettings': () => ({ body: { settings: { approver_must_differ: saved } } }),
      '/updatequotationsettings': (body) => {
        saved = (body as { approver_must_differ: boolean }).approver_must_differ;
        return { body: { message: 'Settings saved', settings: { approver_must_differ: saved } } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuotationSettings loginType={2} />);
    const box = await screen.findByLabelText('Approver must differ from the creator');
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/updatequotationsettings')?.body).toEqual({ approver_must_differ: true });
    expect(await screen.findByLabelText('Approver must differ from the creator')).toBeChecked();
  });

  it('shows staff the setting without letting them change it', async () => {
    mockFetch({ '/viewquotationsettings': { body: { settings: { approver_must_differ: true } } } });
    renderWithProviders(<QuotationSettings loginType={4} />);
    const box = await screen.findByLabelText('Approver must differ from the creator');
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByText('Only the client admin can change this.')).toBeInTheDocument();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    mockFetch({ '/viewquotationsettings': { status: 500, body: { message: 'Something went wrong' } } });
    renderWithProviders(<QuotationSettings loginType={2} />);
    expect(await screen.findByText('The quotation settings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
