import { clearAdminSession } from './admin-session';
import { hadSideBar, hadSubmenuRow, keepSideBar, keepSubmenuRow } from './layout-hints';

describe('the sub-menu row kept per address', () => {
  beforeEach(() => localStorage.clear());

  it('answers what was kept for the address, its case and a trailing slash aside', () => {
    expect(hadSubmenuRow('/user_admin_countries')).toBe(false);
    keepSubmenuRow('/user_admin_countries', true);
    expect(hadSubmenuRow('/User_Admin_Countries/')).toBe(true);
    expect(hadSubmenuRow('/user_admin_home')).toBe(false);
    keepSubmenuRow('/user_admin_countries', false);
    expect(hadSubmenuRow('/user_admin_countries')).toBe(false);
  });

  it('keeps the 50 most recent addresses, and none once signed out', () => {
    for (let id = 1; id <= 51; id += 1) keepSubmenuRow(`/user_admin_edit_countries/${id}`, true);
    expect(hadSubmenuRow('/user_admin_edit_countries/1')).toBe(false);
    expect(hadSubmenuRow('/user_admin_edit_countries/2')).toBe(true);
    expect(hadSubmenuRow('/user_admin_edit_countries/51')).toBe(true);
    clearAdminSession();
    expect(hadSubmenuRow('/user_admin_edit_countries/51')).toBe(false);
  });

  it('reads a stored value it cannot use as nothing kept', () => {
    localStorage.setItem('submenu_row_paths', '{not json');
    expect(hadSubmenuRow('/user_admin_countries')).toBe(false);
    localStorage.setItem('submenu_row_paths', '{"a":1}');
    expect(hadSubmenuRow('/user_admin_countries')).toBe(false);
    keepSubmenuRow('/user_admin_countries', true);
    expect(hadSubmenuRow('/user_admin_countries')).toBe(true);
  });
});

describe('the side bar kept', () => {
  beforeEach(() => localStorage.clear());

  it('answers whether the layout last showed it, until signed out', () => {
    expect(hadSideBar()).toBe(false);
    keepSideBar(true);
    expect(hadSideBar()).toBe(true);
    keepSideBar(false);
    expect(hadSideBar()).toBe(false);
    keepSideBar(true);
    clearAdminSession();
    expect(hadSideBar()).toBe(false);
  });
});
