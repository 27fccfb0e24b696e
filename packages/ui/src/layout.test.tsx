import { screen } from '@testing-library/react';
import { Breadcrumbs } from './breadcrumbs';
import { LinkButton } from './link-button';
import { Page } from './layout';
import { renderWithUi } from './test-utils';

describe('Page', () => {
  it('shows breadcrumbs, the h1 title, the toolbar and the content', () => {
    renderWithUi(
      <Page
        title="Countries"
        breadcrumbs={<Breadcrumbs items={[{ label: 'Countries' }]} />}
        toolbar={<LinkButton to="/user_admin_add_countries">Add</LinkButton>}
      >
        <p>table here</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Countries' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/user_admin_add_countries');
    // Content sits in the card (a <section>) by default.
    expect(screen.getByText('table here').parentElement?.tagName).toBe('SECTION');
  });

  it('renders plain content without the card', () => {
    renderWithUi(
      <Page title="Dashboard" plain>
        <p>cards here</p>
      </Page>,
    );
    expect(screen.getByText('cards here').parentElement?.tagName).not.toBe('SECTION');
  });
});
