/** @jest-environment-options {"timeZone": "Pacific/Auckland"} */
import { screen, within } from '@testing-library/react';
import type { PolicyPayment } from '@kyubos/contracts';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { PaymentHistoryTable } from './payment-history';

/** $100 taken at 19:17 UTC on 11-27-2026 (08:17 on 11-28 in Auckland); the plan and the receipt date it 11-27-2026. */
const PAYMENT: PolicyPayment = {
  id: 18,
  quotation_id: 29,
  policyPaymentType: 'VENMO Payment',
  paidamount: 100,
  balance: 898,
  bankname: null,
  bankroutingnumber: null,
  bankaccount_last4: null,
  bankaccountnumber: null,
  referencenumber: 'TZ-AKL-1',
  cardholdername: null,
  card_last4: null,
  cardnumber: null,
  expiredate: null,
  autopayment: '0',
  createdby_id: 1,
  createdby_name: 'Summit Admin',
  createdAt: '2026-11-27T19:17:37.000Z',
};

describe('Payment history seen from Auckland (UTC+13)', () => {
  it("dates a payment on its UTC day, the instalment plan's and the receipt's, and says the time is UTC", () => {
    renderWithProviders(<PaymentHistoryTable payments={[PAYMENT]} />);
    const table = screen.getByRole('table', { name: 'Payment history' });
    expect(within(table).getByRole('columnheader', { name: 'Date (UTC)' })).toBeInTheDocument();
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('11/27/2026, 07:17 PM');
    expect(cells[4]).toHaveTextContent('$100.00');
    expect(cells[5]).toHaveTextContent('$898.00');
  });
});
