import { screen, waitFor } from '@testing-library/react';
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
      '/viewquotationsettings': () => ({ body: { settings: { approver_must_differ: saved }, updatedAt: saved ? '2026-11-27T20:00:00.000Z' : null } }),
      '/updatequotationsettings': (body) => {
        saved = (body as { approver_must_differ: boolean }).approver_must_differ;
        return { body: { message: 'Settings saved', settings: { approver_must_differ: saved }, updatedAt: '2026-11-27T20:00:00.000Z' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuotationSettings loginType={2} />);
    const box = await screen.findByLabelText('Approver must differ from the creator');
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    // Never saved: the version read is null.
    expect(calls.find((call) => call.path === '/updatequotationsettings')?.body).toEqual({ approver_must_differ: true, updatedAt: null });
    expect(await screen.findByLabelText('Approver must differ from the creator')).toBeChecked();
  });

  it('keeps the choice made and says who saved the settings when another admin saved them since they were read; Reload reads them again', async () => {
    const changed = 'These settings changed meanwhile: Ana Ortiz saved them on 11/27/2026, 07:45 PM UTC. Reload them to see the changes, then make yours again.';
    const { calls } = mockFetch({
      '/viewquotationsettings': { body: { settings: { approver_must_differ: false }, updatedAt: '2026-11-27T19:00:00.000Z' } },
      '/updatequotationsettings': { status: 409, body: { message: changed, errors: [{ path: 'updatedAt', message: changed }] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<QuotationSettings loginType={2} />);
    const box = await screen.findByLabelText('Approver must differ from the creator');
    await user.click(box);

    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    expect(calls.find((call) => call.path === '/updatequotationsettings')?.body).toEqual({ approver_must_differ: true, updatedAt: '2026-11-27T19:00:00.000Z' });
    expect(box).toBeChecked();
    const reads = () => calls.filter((call) => call.path === '/viewquotationsettings').length;
    const readBefore = reads();
    await user.click(screen.getByRole('button', { name: 'Reload the settings' }));
    expect(await screen.findByLabelText('Approver must differ from the creator')).not.toBeChecked();
    expect(screen.queryByText(changed)).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(readBefore + 1));
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
