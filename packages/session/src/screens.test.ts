import { intakeCategoryIdOf, listPathOf, screenTitle } from './screens';

describe('screen titles', () => {
  it('names each screen, never by its id', () => {
    expect(screenTitle('/user_admin_countries', 'Kyubos')).toBe('Countries | Kyubos');
    expect(screenTitle('/user_admin_edit_countries/39', 'Kyubos')).toBe('Edit Country | Kyubos');
    expect(screenTitle('/permissions/3', 'Kyubos')).toBe('Permissions | Kyubos');
    expect(screenTitle('/User_Admin_Setting', 'Kyubos')).toBe('Setting | Kyubos');
    expect(screenTitle('/user_admin_view_policies/1/2', 'Kyubos')).toBe('Policy | Kyubos');
  });

  it("reads as the page's own heading (spec 1 §2.7 'Create Agent'; the menu's 'Setting' and 'Currency')", () => {
    expect(screenTitle('/user_admin_add_agent', 'Kyubos')).toBe('Create Agent | Kyubos');
    expect(screenTitle('/user_admin_edit_agent/4', 'Kyubos')).toBe('Edit Agent | Kyubos');
    expect(screenTitle('/User_Admin_Setting', 'Kyubos')).toBe('Setting | Kyubos');
    expect(screenTitle('/user_admin_currency', 'Kyubos')).toBe('Currency | Kyubos');
    expect(screenTitle('/user_admin_add_currency', 'Kyubos')).toBe('Add Currency | Kyubos');
  });

  it('ends carrier portal titles in the portal name', () => {
    expect(screenTitle('/client_user_BDX_filerecived', 'Kyubos')).toBe('Inbound | Kyubos BDX');
    expect(screenTitle('/client_user_BDX_edit_fileupload/12', 'Kyubos')).toBe('Edit Slab | Kyubos BDX');
  });

  it('falls back to the last path segment, capitalised, for unknown URLs (the not-found page)', () => {
    expect(screenTitle('/no/such/page', 'Kyubos')).toBe('Page | Kyubos');
    expect(screenTitle('/no/such/page/', 'Kyubos')).toBe('Page | Kyubos');
    expect(screenTitle('/no//such//page//', 'Kyubos')).toBe('Page | Kyubos');
    expect(screenTitle('/somewhere', 'Kyubos')).toBe('Somewhere | Kyubos');
    expect(screenTitle('/a/b%20c', 'Kyubos')).toBe('B c | Kyubos');
  });

  it('never names an unknown screen by an id, nor by nothing', () => {
    expect(screenTitle('/somewhere/12', 'Kyubos')).toBe('Somewhere | Kyubos');
    expect(screenTitle('/somewhere/12/34/', 'Kyubos')).toBe('Somewhere | Kyubos');
    expect(screenTitle('/12', 'Kyubos')).toBe('Kyubos');
    expect(screenTitle('/', 'Kyubos')).toBe('Kyubos');
    expect(screenTitle('', 'Kyubos')).toBe('Kyubos');
  });
});

describe('screen relations', () => {
  it('knows the list an add or edit screen belongs to', () => {
    expect(listPathOf('/user_admin_add_tpa')).toBe('/user_admin_tpa');
    expect(listPathOf('/user_admin_edit_companies/4')).toBe('/user_admin_company');
    expect(listPathOf('/user_admin_countries')).toBe('/user_admin_countries');
  });

  it('reads the line of business from the intake_id of routes with two ids', () => {
    expect(intakeCategoryIdOf('/user_admin_view_policies/1/2')).toBe('2');
    expect(intakeCategoryIdOf('/user_admin_policy/7')).toBe('7');
    expect(intakeCategoryIdOf('/user_admin_edit_countries/7')).toBeNull();
  });
});
