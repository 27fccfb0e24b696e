import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from './ui-provider';
import { StatTiles } from './stat-tiles';

describe('StatTiles', () => {
  it('shows each figure with its label as a link to its list', () => {
    render(
      <UiProvider withGlobalStyle={false}>
        <MemoryRouter>
          <StatTiles
            tiles={[
              { label: 'Users', value: '29', to: '/user_admin_users', testId: 'count-users' },
              { label: 'Control value', value: '$12,500.50', to: '/client_user_BDX_filerecived' },
            ]}
          />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByTestId('count-users')).toHaveAttribute('href', '/user_admin_users');
    expect(screen.getByTestId('count-users')).toHaveTextContent('29Users');
    expect(screen.getByRole('link', { name: /\$12,500.50 Control value/ })).toHaveAttribute('href', '/client_user_BDX_filerecived');
  });
});
