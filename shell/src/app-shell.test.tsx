import { renderToStaticMarkup } from 'react-dom/server';
import { keepSideBar, keepSubmenuRow } from '@kyubos/session';
import { APP_SHELL_ID, showAppShell } from './app-shell';
import { RUNTIME_CONFIG_ELEMENT_ID } from './config-in-page';
import { FramePage } from './features/layout/layout-frame';

const CONFIG = {
  apiBaseUrl: 'http://api.test',
  productName: 'Acme MGA',
  remotes: [
    { name: 'reference_data', entry: 'http://r.test/mf-manifest.json', layout: 'admin', routes: ['/user_admin_countries'] },
    { name: 'bdx_portal', entry: 'http://p.test/mf-manifest.json', layout: 'page', routes: ['/BDX_Login'] },
  ],
};

/** A token whose payload expires `exp` (seconds), as the API signs them (the signature is not read). */
const token = (exp: number) => `e30.${btoa(JSON.stringify({ exp }))}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** The page as the build and the static server write it: the config, then #root holding the hidden frame. */
function writePage(config: unknown = CONFIG, { withConfig = true } = {}) {
  const configElement = !withConfig ? '' : `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`;
  document.body.innerHTML = `${configElement}<div id="root"><div id="${APP_SHELL_ID}" hidden>${renderToStaticMarkup(<FramePage productName="Kyubos" />)}</div></div>`;
}
const frame = () => document.getElementById(APP_SHELL_ID) as HTMLElement;

describe('showAppShell', () => {
  beforeEach(() => localStorage.clear());

  it('shows the frame for a live session on a route of the admin layout, named as the config names the product', () => {
    writePage();
    localStorage.setItem('user_token', token(inAnHour()));
    expect(showAppShell('/user_admin_countries')).toBe(true);
    expect(frame().hidden).toBe(false);
    expect(frame().querySelector('header')).toHaveTextContent(/^Acme MGA$/);
    expect(showAppShell('/user_admin_home')).toBe(true);
  });

  it('reserves the sub-menu row where the layout showed one at the last visit, as the start\'s frame does', () => {
    writePage();
    localStorage.setItem('user_token', token(inAnHour()));
    const menuArea = () => frame().querySelector('header')!.parentElement as HTMLElement;
    expect(showAppShell('/user_admin_countries')).toBe(true);
    expect(menuArea().style.minHeight).toBe('176px');
    keepSubmenuRow('/user_admin_countries', true);
    expect(showAppShell('/user_admin_countries')).toBe(true);
    expect(menuArea().style.minHeight).toBe('234px');
    document.body.innerHTML = `<div>${renderToStaticMarkup(<FramePage productName="Kyubos" submenuRow />)}</div>`;
    expect((document.querySelector('header')!.parentElement as HTMLElement).style.minHeight).toBe('234px');
  });

  it('shows the side bar\'s column where the layout showed the side bar at the last visit, as the start\'s frame does', () => {
    writePage();
    localStorage.setItem('user_token', token(inAnHour()));
    expect(showAppShell('/user_admin_countries')).toBe(true);
    expect(frame().querySelector('aside')!.hidden).toBe(true);
    keepSideBar(true);
    expect(showAppShell('/user_admin_countries')).toBe(true);
    expect(frame().querySelector('aside')!.hidden).toBe(false);
    expect(frame().querySelector('aside')).toHaveTextContent('Lines of business');
    document.body.innerHTML = `<div>${renderToStaticMarkup(<FramePage productName="Kyubos" sideBar />)}</div>`;
    expect(document.querySelector('aside')!.hidden).toBe(false);
  });

  it('names the default product when the config names none', () => {
    writePage({ ...CONFIG, productName: undefined });
    localStorage.setItem('user_token', token(inAnHour()));
    expect(showAppShell('/user_admin_countries')).toBe(true);
    expect(frame().querySelector('header')).toHaveTextContent(/^Kyubos$/);
  });

  it('leaves it hidden without a session, with an expired one, on the sign-in page and on a route shown on its own page', () => {
    writePage();
    expect(showAppShell('/user_admin_countries')).toBe(false);
    localStorage.setItem('user_token', token(Math.floor(Date.now() / 1000) - 60));
    expect(showAppShell('/user_admin_countries')).toBe(false);
    localStorage.setItem('user_token', token(inAnHour()));
    expect(showAppShell('/')).toBe(false);
    expect(showAppShell('/BDX_Login')).toBe(false);
    expect(showAppShell('/no_such_screen')).toBe(false);
    expect(frame().hidden).toBe(true);
  });

  it('leaves it hidden when the page carries no config, or one that does not parse or names no valid product', () => {
    localStorage.setItem('user_token', token(inAnHour()));
    writePage(CONFIG, { withConfig: false });
    expect(showAppShell('/user_admin_countries')).toBe(false);
    writePage({ ...CONFIG, productName: '' });
    expect(showAppShell('/user_admin_countries')).toBe(false);
    writePage();
    (document.getElementById(RUNTIME_CONFIG_ELEMENT_ID) as HTMLElement).textContent = '{not json';
    expect(showAppShell('/user_admin_countries')).toBe(false);
    expect(frame().hidden).toBe(true);
  });

  it('does nothing on a page without the frame (a development build)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('user_token', token(inAnHour()));
    expect(showAppShell('/user_admin_countries')).toBe(false);
  });
});
