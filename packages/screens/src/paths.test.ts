import { parseRecordId } from './route-id';
import { route } from './paths';

describe('route', () => {
  it('keeps the pattern for <Route path> and fills each parameter in order for links', () => {
    const editAttribute = route('/user_admin_edit_attribute/:cid/:gid/:id');
    expect(editAttribute.path).toBe('/user_admin_edit_attribute/:cid/:gid/:id');
    expect(editAttribute.href(4, '12', 99)).toBe('/user_admin_edit_attribute/4/12/99');
    expect(route('/user_admin_countries').href()).toBe('/user_admin_countries');
  });

  it('encodes what it puts into the path', () => {
    expect(route('/permissions/:uid').href('a/b c')).toBe('/permissions/a%2Fb%20c');
  });
});

describe('parseRecordId', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2147483647],
  ])('reads %s as a record id', (text, id) => expect(parseRecordId(text)).toBe(id));

  it.each([undefined, '', '0', '-3', '1.5', '7abc', ' 7', '2147483648', '99999999999'])('refuses %p', (text) => {
    expect(parseRecordId(text)).toBeNull();
  });
});
