import { render, screen } from '@testing-library/react';
import { COPYRIGHT_LINE, UiProvider } from '@kyubos/ui/core';
import { LayoutFrame, opensInAdminLayout } from './layout-frame';

const CONFIG = {
  apiBaseUrl: 'http://api.test',
  productName: 'Kyubos',
  remotes: [
    { name: 'reference_data', entry: 'http://r.test/mf-manifest.json', layout: 'admin', routes: ['/user_admin_countries', '/user_admin_country_edit/:id'] },
    { name: 'bdx_portal', entry: 'http://p.test/mf-manifest.json', layout: 'page', routes: ['/BDX_Login', '/BDX_Home'] },
  ],
};

describe('opensInAdminLayout', () => {
  it('is true for the shell’s own admin pages, with or without their parameters', () => {
    expect(opensInAdminLayout(CONFIG, '/user_admin_home')).toBe(true);
    expect(opensInAdminLayout(CONFIG, '/User_Admin_Setting')).toBe(true);
    expect(opensInAdminLayout(CONFIG, '/menuform/7')).toBe(true);
    expect(opensInAdminLayout(CONFIG, '/submenuform/2/22')).toBe(true);
  });

  it('is true for a route of a remote shown in the admin layout, false for one shown on its own page', () => {
    expect(opensInAdminLayout(CONFIG, '/user_admin_countries')).toBe(true);
    expect(opensInAdminLayout(CONFIG, '/user_admin_country_edit/12')).toBe(true);
    expect(opensInAdminLayout(CONFIG, '/BDX_Login')).toBe(false);
  });

  it('is false for the sign-in page, an unknown path and a config that is not what it should be', () => {
    expect(opensInAdminLayout(CONFIG, '/')).toBe(false);
    expect(opensInAdminLayout(CONFIG, '/no_such_screen')).toBe(false);
    expect(opensInAdminLayout(null, '/user_admin_countries')).toBe(false);
    expect(opensInAdminLayout({ remotes: 'reference_data' }, '/user_admin_countries')).toBe(false);
    expect(opensInAdminLayout({ remotes: [{ layout: 'admin', routes: [42] }] }, '/user_admin_countries')).toBe(false);
  });
});

describe('LayoutFrame', () => {
  it('shows the product name, a busy page area and the footer’s copyright line', () => {
    render(
      <UiProvider>
        <LayoutFrame productName="Acme MGA" />
      </UiProvider>,
    );
    expect(screen.getByText('Acme MGA')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(COPYRIGHT_LINE);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
