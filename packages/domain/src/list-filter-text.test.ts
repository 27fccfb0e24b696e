import { amountFilterText, phoneSearchDigits } from './list-filter-text';

describe('amountFilterText', () => {
  it.each([
    ['$300.00', { number: '300.00', fromStart: true }],
    ['300.00', { number: '300.00', fromStart: false }],
    ['$316,280,575.00', { number: '316280575.00', fromStart: true }],
    ['316,280,575.00', { number: '316280575.00', fromStart: false }],
    [' 998 ', { number: '998', fromStart: false }],
    ['-$211.47', { number: '-211.47', fromStart: true }],
    ['.5', { number: '.5', fromStart: false }],
  ])('reads %p as the stored number %p', (text, expected) => {
    expect(amountFilterText(text)).toEqual(expected);
  });

  it.each(['abc', '$', '', '12 apples', '1.2.3'])('reads %p as no amount', (text) => {
    expect(amountFilterText(text)).toBeNull();
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['(301) 555-0001', '3015550001'],
    ['301-555-0001', '3015550001'],
    ['+1 301 555 0001', '3015550001'],
    ['13015550001', '3015550001'],
    ['555-0001', '5550001'],
    ['+44 20 7946 0958', '442079460958'],
  ])('reads %p as the digits %p', (text, digits) => {
    expect(phoneSearchDigits(text)).toBe(digits);
  });

  it.each(['Müller', 'SUM-Q-2026', '12', 'a@b.com'])('reads %p as no phone', (text) => {
    expect(phoneSearchDigits(text)).toBeNull();
  });

  it('reads the start of a phone as shown, "(303", as its digits where one digit is enough (a Phone column\'s filter)', () => {
    expect(phoneSearchDigits('(303', 1)).toBe('303');
    expect(phoneSearchDigits('(303')).toBeNull();
    expect(phoneSearchDigits('Müller', 1)).toBeNull();
  });
});
