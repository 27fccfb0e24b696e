/** @jest-environment-options {"timeZone": "Pacific/Auckland"} */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixClock, liveToken } from '@kyubos/devtools/testing';
import { answers, bodyOf, fillRequired, region, renderAt } from './quotation-form.fixtures';

/** 19:12 UTC on 11-27-2026: 08:12 on 11-28 in Auckland. The product's today, the server's, is 11-27. */
const NOW = '2026-11-27T19:12:00.000Z';

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = fixClock(NOW);
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('login_type', '2');
});
afterEach(() => restoreClock());

describe('a new quotation from Auckland on the evening of a UTC day (the next morning there)', () => {
  it("offers the server's effective-date window and starts on its today, 11-27-2026", async () => {
    answers({ '/viewquotationsettings': { body: { settings: { approver_must_differ: false, effective_days_past: 0, effective_days_ahead: 365 } } } });
    renderAt('/user_admin_policy/3');
    const dates = await screen.findByRole('region', { name: 'Policy Dates' });
    expect(await within(dates).findByTestId('effective-date-rule')).toHaveTextContent('The effective date must be between 11-27-2026 and 11-27-2027.');
    const input = within(dates).getByLabelText(/^Policy Effective Date/);
    expect(input).toHaveValue('2026-11-27');
    expect(input).toHaveAttribute('min', '2026-11-27');
    expect(input).toHaveAttribute('max', '2027-11-27');
  });

  it('dates the required coverage on the UTC day the server stamps it with when saved, and sends that effective day', async () => {
    const { calls } = answers();
    const user = userEvent.setup();
    renderAt('/user_admin_policy/3');
    await screen.findByRole('heading', { name: 'PROPERTY' });
    await within(region('Line of business')).findByRole('option', { name: 'Colorado' });
    await fillRequired(user);
    const coverage = await screen.findByRole('table', { name: 'Coverage' });
    const building = within(coverage).getByText('Building').closest('tr')!;
    expect(building).toHaveTextContent('11-27-2026');
    expect(building).not.toHaveTextContent('11-28-2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate Quotation' }));
    await screen.findByTestId('where');
    const sent = bodyOf(calls, '/createpolicyquoationlist');
    expect(sent?.policyeffectivedate).toBe('2026-11-27');
  });
});
