import { heldLevel } from './access';

describe('heldLevel', () => {
  it('gives admins everything and staff the highest level they hold on the screen’s items', () => {
    expect(heldLevel({ everything: true, items: [] }, ['/x'])).toBe('admin');
    const staff = {
      everything: false,
      items: [
        { url: '/user_admin_countries', level: 'read' as const },
        { url: '/user_admin_state', level: 'read_and_write' as const },
        { url: '/user_admin_countries', level: 'admin' as const },
      ],
    };
    expect(heldLevel(staff, ['/user_admin_countries'])).toBe('admin');
    expect(heldLevel(staff, ['/user_admin_state'])).toBe('read_and_write');
    expect(heldLevel(staff, ['/user_admin_city'])).toBeNull();
    expect(heldLevel(undefined, ['/x'])).toBeNull();
  });
});
