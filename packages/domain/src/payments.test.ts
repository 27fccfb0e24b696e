import type { PaymentDetails } from '@kyubos/contracts';
import {
  exceedsBalance,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  isExpired,
  isValidRoutingNumber,
  cardOnFile,
  lastFour,
  maskAllButLastFour,
  maskedLastFour,
  nothingDueReason,
  passesLuhn,
  paymentBalance,
  paymentFieldLabel,
  paymentProblems,
} from './payments';

describe('card inputs', () => {
  it('keeps digits only, grouped in fours, at most 19 characters', () => {
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111 1111 1111 1111 999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('abc')).toBe('');
  });
  it('shows the expiry as MM/YY and the CVV as at most 3 digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/299')).toBe('12/29');
    expect(formatCvv('12a34')).toBe('123');
  });
});

describe('number checks', () => {
  it('accepts routing numbers that pass the ABA checksum and refuses the rest', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true); // Federal Reserve Bank of Boston
    expect(isValidRoutingNumber('021000021')).toBe(true); // JPMorgan Chase
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
    expect(isValidRoutingNumber('12345678a')).toBe(false);
  });
  it('checks card numbers with the Luhn rule', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
  });
  it('treats a card as good through the last day of its expiry month', () => {
    expect(isExpired('11/26', '2026-11-30')).toBe(false);
    expect(isExpired('10/26', '2026-11-01')).toBe(true);
    expect(isExpired('01/27', '2026-12-31')).toBe(false);
    expect(isExpired('12/25', '2026-01-01')).toBe(true);
    expect(isExpired('1/27', '2026-01-01')).toBe(true);
  });
});

describe('balance', () => {
  it('is the policy amount minus every payment, in exact cents', () => {
    expect(paymentBalance(1000, [])).toBe(1000);
    expect(paymentBalance(1000, [250, 249.99])).toBe(500.01);
    expect(paymentBalance(0.3, [0.1, 0.2])).toBe(0);
  });
  it('refuses an amount above the balance only', () => {
    expect(exceedsBalance(500.01, 500)).toBe(true);
    expect(exceedsBalance(500, 500)).toBe(false);
    expect(exceedsBalance(0.1 + 0.2, 0.3)).toBe(false);
  });
});

describe('payment problems', () => {
  const context = { balance: 1200, today: '2026-11-22' };
  const card = (fields: Partial<Extract<PaymentDetails, { policyPaymentType: 'CREDIT CARD' }>>): PaymentDetails => ({
    policyPaymentType: 'CREDIT CARD',
    paidamount: 100,
    cardholdername: 'Dana Reyes',
    cardnumber: '4111111111111111',
    expiredate: '12/28',
    cvv: '123',
    ...fields,
  });

  it('finds none in a good card payment', () => {
    expect(paymentProblems(card({}), context)).toEqual([]);
  });
  it('names the amount above the balance, a bad card number and a passed expiry', () => {
    expect(paymentProblems(card({ paidamount: 1200.01, cardnumber: '4111111111111112', expiredate: '10/26' }), context)).toEqual([
      { path: 'paidamount', message: 'must not exceed the balance of $1,200.00' },
      { path: 'cardnumber', message: 'is not a valid card number' },
      { path: 'expiredate', message: 'has passed' },
    ]);
  });
  it('checks the routing number of ACH and Premium Finance payments', () => {
    const ach: PaymentDetails = { policyPaymentType: 'ACH', paidamount: 10, bankroutingnumber: '011000016', bankaccountnumber: '12345678' };
    expect(paymentProblems(ach, context)).toEqual([{ path: 'bankroutingnumber', message: 'is not a valid routing number' }]);
    const finance: PaymentDetails = {
      policyPaymentType: 'Premium Finance',
      paidamount: 10,
      bankname: 'IPFS',
      bankroutingnumber: '021000021',
      bankaccountnumber: '12345678',
    };
    expect(paymentProblems(finance, context)).toEqual([]);
  });
  it('leaves fields not yet in shape to the contract, so a half-typed form is judged field by field', () => {
    expect(paymentProblems({ policyPaymentType: 'ACH', bankroutingnumber: '0110' }, context)).toEqual([]);
    expect(paymentProblems({ policyPaymentType: 'CREDIT CARD', cardnumber: '4111 1111', expiredate: '1' }, context)).toEqual([]);
    expect(paymentProblems({ policyPaymentType: 'ACH', bankroutingnumber: '011000016' }, context)).toHaveLength(1);
  });
  it('refuses any payment once nothing is left to pay, saying why: paid in full, or a refund due to the insured', () => {
    const venmo: PaymentDetails = { policyPaymentType: 'VENMO Payment', paidamount: 0.01, referencenumber: 'V-1' };
    expect(paymentProblems(venmo, { balance: 0, today: '2026-11-22' })).toEqual([{ path: 'paidamount', message: 'nothing is due; the premium is paid in full' }]);
    expect(paymentProblems(venmo, { balance: -131.58, today: '2026-11-22' })).toEqual([
      { path: 'paidamount', message: 'nothing is due; this policy has a refund of $131.58 due' },
    ]);
    expect(paymentProblems({ ...venmo, paidamount: 1 }, { balance: 0.5, today: '2026-11-22' })).toEqual([{ path: 'paidamount', message: 'must not exceed the balance of $0.50' }]);
    expect([nothingDueReason(-1234.5), nothingDueReason(-0.001), nothingDueReason(0.01)]).toEqual(['this policy has a refund of $1,234.50 due', 'the premium is paid in full', null]);
  });
  it('labels the issuer of a premium finance payment', () => {
    expect(paymentFieldLabel('Premium Finance', 'bankname')).toBe('Issuer Name');
    expect(paymentFieldLabel('MONEY ORDER', 'bankname')).toBe('Issuer Bank Name');
  });
});

describe('masking', () => {
  it('keeps the last 4 digits', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
    expect(lastFour('987')).toBe('987');
  });
  it('masks all but the last 4, in groups of four ending with the last 4', () => {
    expect(maskAllButLastFour('4111111111111234')).toBe('**** **** **** 1234');
    expect(maskAllButLastFour('123456789')).toBe('* **** 6789');
    expect(maskAllButLastFour('12345')).toBe('* 2345');
    expect(maskAllButLastFour('1234')).toBe('1234');
    expect(maskedLastFour('1234')).toBe('**** 1234');
    expect(maskedLastFour(null)).toBe('');
  });
  it('shows a card on file by its last 4 digits, stored masked or whole', () => {
    expect(cardOnFile('**** 1111')).toBe('**** 1111');
    expect(cardOnFile('4111 1111 1111 1234')).toBe('**** 1234');
    expect(cardOnFile(null)).toBe('');
    expect(cardOnFile('')).toBe('');
  });
});
