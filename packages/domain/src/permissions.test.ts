import { offeredLevels, offersLevel } from './permissions';

describe('offeredLevels', () => {
  it('offers the levels up to the highest one the calls ask for', () => {
    expect(offeredLevels(['read', 'read_and_write', 'read'])).toEqual(['read', 'read_and_write']);
    expect(offeredLevels(['admin'])).toEqual(['read', 'read_and_write', 'admin']);
  });

  it('offers Read to an item no call asks a level of, since it still opens its screen', () => {
    expect(offeredLevels([])).toEqual(['read']);
  });
});

describe('offersLevel', () => {
  it('refuses a level that would grant nothing more than the ones offered', () => {
    expect(offersLevel(['read'], 'read_and_write')).toBe(false);
    expect(offersLevel(['read', 'read_and_write'], 'read_and_write')).toBe(true);
  });
});
