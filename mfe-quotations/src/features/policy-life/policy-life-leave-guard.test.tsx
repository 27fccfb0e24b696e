import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { PolicyLifeSection } from './policy-life-section';
import { LIFE, RECORD } from './policy-life.fixtures';

// A filled Endorse or Cancel Policy dialog asks before what was typed is lost, as a changed form does.

/** Whether the browser would ask before a reload or closing the tab (a beforeunload listener cancelled it). */
const browserAsksBeforeUnload = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
/** The dialog's Close (its footer's; the × in its header does the same). */
const closeOf = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;
/** The browser's Back button: the history goes back one entry and the page hears popstate. */
const pressBack = () => act(() => window.history.back());

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  window.history.replaceState(null, '', '/user_admin_policy_list');
  window.history.pushState(null, '', '/user_admin_view_policies/41/3');
});

async function openDialog(button: 'Endorse' | 'Cancel Policy') {
  const user = userEvent.setup();
  const { calls } = mockFetch({
    '/viewpolicytransactions': { body: LIFE },
    '/myquotationsettings': { body: { settings: { short_rate_factor: 0.9 } } },
    '/policyendorse': { body: { message: 'Policy endorsed', endorsement_id: 9, premium_delta: 0, policyamount: 1200, balance: 1200, version: 1 } },
  });
  renderWithProviders(<PolicyLifeSection record={RECORD} canWrite onDone={jest.fn()} />);
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, calls, dialog: screen.getByRole('dialog', { name: button === 'Endorse' ? 'Endorse Policy' : 'Cancel Policy' }) };
}

describe('a filled policy transaction dialog', () => {
  it('Endorse: the browser asks before a reload once a Reason is typed, not before; Close asks "Unsaved changes", Escape stays and No closes', async () => {
    const { user, dialog } = await openDialog('Endorse');
    expect(browserAsksBeforeUnload()).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Address change');
    expect(browserAsksBeforeUnload()).toBe(true);

    await user.click(closeOf(dialog));
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveTextContent('You entered something in the form. Do you want to save?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(within(screen.getByRole('dialog', { name: 'Endorse Policy' })).getByLabelText(/Reason/)).toHaveValue('Address change');

    await user.click(closeOf(dialog));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Endorse Policy' })).toBeNull());
    expect(browserAsksBeforeUnload()).toBe(false);
  });

  it('Endorse: a changed insured field with no reason yet asks on Back; the dialog keeps it, and Yes does not send what cannot be sent', async () => {
    const { user, calls, dialog } = await openDialog('Endorse');
    const city = within(dialog).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Aurora');
    pressBack();
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(window.location.pathname).toBe('/user_admin_view_policies/41/3');
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(within(screen.getByRole('dialog', { name: 'Endorse Policy' })).getByLabelText(/^City/)).toHaveValue('Aurora');
    expect(calls.some((call) => call.path === '/policyendorse')).toBe(false);
  });

  it('Endorse: Yes on Back sends a dialog that can be sent', async () => {
    const { user, calls, dialog } = await openDialog('Endorse');
    const city = within(dialog).getByLabelText(/^City/);
    await user.clear(city);
    await user.type(city, 'Aurora');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Moved');
    pressBack();
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/policyendorse')?.body).toMatchObject({ id: 41, city: 'Aurora', reason: 'Moved', version: 0 }));
  });

  it('Cancel Policy: a method changed asks before a reload and on Back, and No goes Back', async () => {
    const { user, dialog } = await openDialog('Cancel Policy');
    expect(browserAsksBeforeUnload()).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'flat');
    expect(browserAsksBeforeUnload()).toBe(true);
    pressBack();
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user_admin_policy_list'));
  });

  it('an untouched dialog closes and is left without asking', async () => {
    const { user, dialog } = await openDialog('Cancel Policy');
    await user.click(closeOf(dialog));
    expect(screen.queryByRole('dialog')).toBeNull();
    pressBack();
    await waitFor(() => expect(window.location.pathname).toBe('/user_admin_policy_list'));
  });
});
