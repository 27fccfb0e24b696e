import { compareText, nameSearchKey, sortByText, textOrderKey } from './text-order';

describe('text order', () => {
  it('sorts without regard to case or accents, and numbers by value', () => {
    const names = ['Summit Specialty MGA', 'aud_Company One', 'Zeta', 'Émile Re', 'beta', 'Item 10', 'Item 2'];
    expect(sortByText(names, (name) => name)).toEqual(['aud_Company One', 'beta', 'Émile Re', 'Item 2', 'Item 10', 'Summit Specialty MGA', 'Zeta']);
    expect(compareText('abc', 'ABC')).toBe(0);
    expect(compareText(null, 'a')).toBeLessThan(0);
  });

  it('keeps the order of rows that compare equal', () => {
    const rows = [
      { id: 1, name: 'atlas' },
      { id: 2, name: 'Atlas' },
      { id: 3, name: 'ATLAS' },
    ];
    expect(sortByText(rows, (row) => row.name).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('keys names so that code-point order of the keys is the reading order: accented initials with their letter', () => {
    const names = ['Zimmer', 'Çelik', 'Cem', 'Celi', 'Müller', 'muller', 'Mueller', "O'Brien", 'Obama', 'Émile', 'Eve', 'Ángel', 'Ahn', 'Chloé', 'chloe', 'Smith-Jones', 'Smithers'];
    const byKey = [...names].sort((a, b) => (textOrderKey(a) < textOrderKey(b) ? -1 : textOrderKey(a) > textOrderKey(b) ? 1 : 0));
    expect(byKey).toEqual(sortByText(names, (name) => name));
    expect(byKey.slice(byKey.indexOf('Celi'), byKey.indexOf('Cem') + 1)).toEqual(['Celi', 'Çelik', 'Cem']);
    expect(textOrderKey('Çelik')).toBe('celik');
    expect(textOrderKey(null)).toBe('');
  });

  it('keys a name for a search without its punctuation, accents and case, keeping the spaces between its words', () => {
    expect(nameSearchKey("O'Connor")).toBe('oconnor');
    expect(nameSearchKey('O’Connor')).toBe('oconnor');
    expect(nameSearchKey('St. John-Smith')).toBe('st johnsmith');
    expect(nameSearchKey('Ángel De La Cruz')).toBe('angel de la cruz');
    expect(nameSearchKey(null)).toBe('');
  });
});
