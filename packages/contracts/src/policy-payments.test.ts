import { PAYMENT_TYPE_FIELDS, PAYMENT_TYPES, policyPaymentRequest } from './policy-payments';

const problems = (body: unknown) => {
  const result = policyPaymentRequest.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('payment contract', () => {
  it('gives each of the nine types exactly its fields, the paid amount always', () => {
    expect(PAYMENT_TYPES).toHaveLength(9);
    expect(PAYMENT_TYPE_FIELDS).toEqual({
      ACH: ['paidamount', 'bankroutingnumber', 'bankaccountnumber'],
      'CREDIT CARD': ['paidamount', 'cardholdername', 'cardnumber', 'expiredate', 'cvv'],
      'MONEY ORDER': ['paidamount', 'bankname', 'bankaccountnumber'],
      'CASHIER CHECK': ['paidamount', 'bankname', 'bankaccountnumber'],
      'VENMO Payment': ['paidamount', 'referencenumber'],
      'ZELLE Payment': ['paidamount', 'referencenumber'],
      'APPLY PAY': ['paidamount', 'referencenumber'],
      'PAYPAL Payment': ['paidamount', 'referencenumber'],
      'Premium Finance': ['paidamount', 'bankname', 'bankroutingnumber', 'bankaccountnumber'],
    });
  });

  it('keeps a card payment\'s fields, digits without spaces, and drops what the server decides itself', () => {
    const parsed = policyPaymentRequest.parse({
      id: '12',
      user_id: 3,
      balance: 1,
      policyamount: 1,
      policyPaymentType: 'CREDIT CARD',
      paidamount: '$1,250.50',
      cardholdername: ' Dana Reyes ',
      cardnumber: '4111 1111 1111 1111',
      expiredate: '12/28',
      cvv: '123',
      bankname: '',
      referencenumber: '',
      autopayment: '1',
    });
    expect(parsed).toEqual({
      id: 12,
      autopayment: true,
      policyPaymentType: 'CREDIT CARD',
      paidamount: 1250.5,
      cardholdername: 'Dana Reyes',
      cardnumber: '4111111111111111',
      expiredate: '12/28',
      cvv: '123',
    });
  });

  it('names every card field at fault', () => {
    expect(
      problems({ id: 1, policyPaymentType: 'CREDIT CARD', paidamount: 0, cardnumber: '4111 1111 1111 1111 1', expiredate: '1228', cvv: '1234' }),
    ).toEqual([
      'paidamount: must be more than 0',
      'cardholdername: is required',
      'cardnumber: must be at most 19 characters',
      'expiredate: must be MM/YY',
      'cvv: must be 3 digits',
    ]);
    expect(problems({ id: 1, policyPaymentType: 'CREDIT CARD', paidamount: 1, cardholdername: 'A', cardnumber: '41111 111', expiredate: '13/28', cvv: '12' })).toEqual([
      'cardnumber: must be digits in groups of four',
      'expiredate: must be MM/YY',
      'cvv: must be 3 digits',
    ]);
  });

  it('refuses an unknown type, a missing record id and amounts with fractions of a cent', () => {
    expect(problems({ id: 1, policyPaymentType: 'BITCOIN', paidamount: 1 })).toEqual([
      `policyPaymentType: must be one of ${PAYMENT_TYPES.join(', ')}`,
    ]);
    expect(problems({ policyPaymentType: 'ZELLE Payment', paidamount: 1.005, referencenumber: 'Z-1' })).toEqual([
      'id: is required',
      'paidamount: must have at most 2 decimals',
    ]);
  });

  it('asks bank payments for 9-digit routing and 4 to 17 digit account numbers', () => {
    expect(problems({ id: 1, policyPaymentType: 'ACH', paidamount: 5, bankroutingnumber: '01100001', bankaccountnumber: '123' })).toEqual([
      'bankroutingnumber: must be 9 digits',
      'bankaccountnumber: must be 4 to 17 digits',
    ]);
    expect(problems({ id: 1, policyPaymentType: 'MONEY ORDER', paidamount: 5, bankaccountnumber: '12345' })).toEqual(['bankname: is required']);
  });
});
