/** @jest-environment-options {"timeZone": "Pacific/Auckland"} */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRow } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { AuditScreen } from './audit';

const written: AuditRow = {
  id: 9,
  // 08:12 on 11-28 in Auckland, 19:12 on 11-27 in UTC.
  at: '2026-11-27T19:12:04.796Z',
  client_id: 2,
  user_id: 7,
  user_name: 'Dana Brooks',
  audience: 'admin',
  login_type: 2,
  call: '/savepolicyquoation',
  request_id: 'r-9',
  action: 'insert',
  entity: 'policy_quotations',
  entity_id: '87',
  changes: {},
};

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('the Audit screen seen from Auckland (UTC+13)', () => {
  it('shows When on the UTC day the From/To days select, and says both are UTC', async () => {
    const { calls } = mockFetch({ '/viewaudit': { body: { rows: [written], total: 1 } } });
    renderWithProviders(<AuditScreen />);
    expect(await screen.findByRole('columnheader', { name: 'When (UTC)' })).toBeInTheDocument();
    expect(await screen.findByText('11/27/2026, 07:12 PM')).toBeInTheDocument();
    expect(screen.queryByText(/11\/28\/2026/)).toBeNull();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('UTC day');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('UTC day');

    await userEvent.type(screen.getByLabelText('From'), '2026-11-27');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-27');
    expect(calls.at(-1)?.body).toEqual({ from: '2026-11-27', to: '2026-11-27', page: 1, pageSize: 25 });
  });
});
