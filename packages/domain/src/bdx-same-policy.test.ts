import { bdxImportColumns, bdxPolicyIndex, bdxPolicyKey, bdxRowPolicyKey } from './index';

const insured = (firstname: string, lastname: string, effective = '2026-04-01') => ({ firstname, lastname, effective });

describe('bdxPolicyIndex: the same policy by carrier number, else insured and effective date', () => {
  const index = bdxPolicyIndex<string>();
  index.add(bdxPolicyKey('ATL-1', insured('Ana', 'Smith')), 'row 1');
  index.add(bdxPolicyKey(null, insured('Ben', 'Jones')), 'row 2');
  index.add(bdxPolicyKey('ATL-3', insured('Cy', 'Young')), 'row 3');

  test('a row with the same carrier number is the same policy, whatever its insured and case', () => {
    expect(index.find(bdxPolicyKey(' atl-1 ', insured('Someone', 'Else', '2026-05-01')))).toBe('row 1');
  });
  test('a row without a number is the same policy as any entry of its insured on that date, case aside', () => {
    expect(index.find(bdxPolicyKey(null, insured('ana', 'SMITH')))).toBe('row 1');
    expect(index.find(bdxPolicyKey(null, insured('Ben', 'Jones')))).toBe('row 2');
    expect(index.find(bdxPolicyKey(null, insured('Ben', 'Jones', '2026-04-02')))).toBeUndefined();
  });
  test('a numbered row matches an entry of its insured kept without a number, never one numbered otherwise', () => {
    expect(index.find(bdxPolicyKey('ATL-2', insured('Ben', 'Jones')))).toBe('row 2');
    expect(index.find(bdxPolicyKey('ATL-9', insured('Cy', 'Young')))).toBeUndefined();
  });
  test('the first entry of a number is the one found', () => {
    const first = bdxPolicyIndex<number>();
    first.add(bdxPolicyKey('P-1', insured('A', 'B')), 3);
    first.add(bdxPolicyKey('P-1', insured('C', 'D')), 9);
    expect(first.find(bdxPolicyKey('P-1', insured('E', 'F')))).toBe(3);
  });
  test('a row with no number, no name or no date matches nothing by insured', () => {
    const empty = bdxPolicyIndex<number>();
    empty.add(bdxPolicyKey(null, { firstname: '', lastname: '', effective: '2026-04-01' }), 1);
    empty.add(bdxPolicyKey(null, { firstname: 'A', lastname: 'B', effective: null }), 2);
    expect(empty.find(bdxPolicyKey(null, { firstname: '', lastname: '', effective: '2026-04-01' }))).toBeUndefined();
    expect(empty.find(bdxPolicyKey(null, { firstname: 'A', lastname: 'B', effective: null }))).toBeUndefined();
  });
});

describe('bdxRowPolicyKey: a row read as the import reads it', () => {
  test('Insured Name split, the date read in US form, the Policy Number column', () => {
    const header = ['Policy Number', 'Insured Name', 'Effective Date', 'Premium'];
    expect(bdxRowPolicyKey(['P-7', 'Ana Maria Smith', '04/01/2026', '10'], bdxImportColumns(header), 0)).toEqual(
      bdxPolicyKey('p-7', insured('Ana Maria', 'Smith')),
    );
  });
  test('First and Last Name columns when the file has them', () => {
    const header = ['Policy Number', 'First Name', 'Last Name', 'Effective Date', 'Premium'];
    expect(bdxRowPolicyKey(['', 'Ana', 'Smith', '2026-04-01', '10'], bdxImportColumns(header), 0)).toEqual({ carrierNumber: null, insured: 'ana\u0000smith\u00002026-04-01' });
  });
});
