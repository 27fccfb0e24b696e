import { screen, within } from '@testing-library/react';
import { Breadcrumbs } from './breadcrumbs';
import { renderWithUi } from './test-utils';

describe('Breadcrumbs', () => {
  it('starts with Home linking to the admin home and marks the last item as the current page', () => {
    renderWithUi(<Breadcrumbs items={[{ label: 'States', to: '/user_admin_state' }, { label: 'Edit State' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/user_admin_home'],
      ['States', '/user_admin_state'],
    ]);
    const current = within(nav).getByText('Edit State');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('does not link the current page even when it has a route', () => {
    renderWithUi(<Breadcrumbs items={[{ label: 'Countries', to: '/user_admin_countries' }]} />);
    expect(screen.queryByRole('link', { name: 'Countries' })).not.toBeInTheDocument();
    expect(screen.getByText('Countries')).toHaveAttribute('aria-current', 'page');
  });

  it('hides the "/" separators from assistive technology: each item reads as its label only', () => {
    renderWithUi(<Breadcrumbs items={[{ label: 'States', to: '/user_admin_state' }, { label: 'Edit State' }]} />);
    const separators = screen.getAllByText('/');
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
    const items = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', '/States', '/Edit State']);
  });

  it('takes another home address', () => {
    renderWithUi(<Breadcrumbs homeHref="/BDX_dashboard" items={[{ label: 'Inbound' }]} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/BDX_dashboard');
  });
});
