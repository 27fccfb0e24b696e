import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { paymentSchedule } from '@kyubos/domain';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { PaymentModal } from './components/payment-modal';
import { ScheduleTable } from './components/schedule-table';

function renderModal(balance = 1200) {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<PaymentModal balance={balance} today="2026-11-22" onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, dialog: screen.getByRole('dialog', { name: 'Select an Option' }) };
}

const fieldLabels = () => within(screen.getByRole('dialog')).getAllByRole('textbox').map((box) => box.getAttribute('name'));

describe('Payment modal', () => {
  it('is titled "Select an Option" (spec 3 §2.7); the Payment Type select prompts for a payment type, not the title again', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByRole('heading', { name: 'Select an Option' })).toBeInTheDocument();
    const type = within(dialog).getByRole('combobox', { name: /Payment Type/ });
    expect(type).toHaveDisplayValue('Select a payment type');
    expect(within(dialog).getAllByText('Select an Option')).toHaveLength(1);
  });

  it('shows exactly the fields of the chosen payment type, the paid amount always', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const type = screen.getByLabelText(/Payment Type/);
    await user.selectOptions(type, 'ACH');
    expect(fieldLabels()).toEqual(['paidamount', 'bankroutingnumber', 'bankaccountnumber']);
    await user.selectOptions(type, 'ZELLE Payment');
    expect(fieldLabels()).toEqual(['paidamount', 'referencenumber']);
    await user.selectOptions(type, 'Premium Finance');
    expect(screen.getByLabelText(/Issuer Name/)).toBeInTheDocument();
    await user.selectOptions(type, 'CREDIT CARD');
    // The CVV is a password input, so it is not a textbox.
    expect(fieldLabels()).toEqual(['paidamount', 'cardholdername', 'cardnumber', 'expiredate']);
    expect(screen.getByLabelText(/CVV/)).toHaveAttribute('type', 'password');
  });

  it('groups card digits in fours, formats the expiry MM/YY and keeps 3 CVV digits, then submits the card', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    await user.selectOptions(screen.getByLabelText(/Payment Type/), 'CREDIT CARD');
    await user.type(screen.getByLabelText(/Paid Amount/), '250.75');
    await user.type(screen.getByLabelText(/Card Holder Name/), 'Dana Reyes');
    await user.type(screen.getByLabelText(/Card Number/), '4111x1111111111119999');
    await user.type(screen.getByLabelText(/Expiry Date/), '1228');
    await user.type(screen.getByLabelText(/CVV/), '12a34');
    expect(screen.getByLabelText(/Card Number/)).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText(/Expiry Date/)).toHaveValue('12/28');
    expect(screen.getByLabelText(/CVV/)).toHaveValue('123');
    await user.click(screen.getByLabelText('Auto Payment'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        policyPaymentType: 'CREDIT CARD',
        paidamount: 250.75,
        cardholdername: 'Dana Reyes',
        cardnumber: '4111111111111111',
        expiredate: '12/28',
        cvv: '123',
      },
      true,
    );
  });

  it('disables Submit while the amount exceeds the balance and says why', async () => {
    const user = userEvent.setup();
    renderModal(500);
    await user.selectOptions(screen.getByLabelText(/Payment Type/), 'VENMO Payment');
    await user.type(screen.getByLabelText(/Paid Amount/), '500.01');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText('Paid Amount must not exceed the balance of $500.00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Paid Amount/));
    await user.type(screen.getByLabelText(/Paid Amount/), '500');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('refuses a routing number that fails the ABA checksum and a blank field, naming them', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    await user.selectOptions(screen.getByLabelText(/Payment Type/), 'ACH');
    await user.type(screen.getByLabelText(/Paid Amount/), '100');
    await user.type(screen.getByLabelText(/Routing Number/), '011000016');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Routing Number is not a valid routing number')).toBeInTheDocument();
    expect(screen.getByText('Account Number is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Routing Number/));
    await user.type(screen.getByLabelText(/Routing Number/), '011000015');
    await user.type(screen.getByLabelText(/Account Number/), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { policyPaymentType: 'ACH', paidamount: 100, bankroutingnumber: '011000015', bankaccountnumber: '000123456789' },
      false,
    );
  });

  it('moves the focus of a refused Submit to the first field at fault, and to a failure of the payment once it is shown', async () => {
    const user = userEvent.setup();
    // As the payment button does: a payment the server fails comes back as the dialog's error.
    function FailingPayment() {
      const [error, setError] = useState<string | null>(null);
      return (
        <PaymentModal
          balance={1200}
          today="2026-11-22"
          error={error}
          onSubmit={() => setError('The payment could not be taken. Please try again.')}
          onCancel={() => undefined}
        />
      );
    }
    renderWithProviders(<FailingPayment />);
    await user.selectOptions(screen.getByLabelText(/Payment Type/), 'ZELLE Payment');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Paid Amount is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Paid Amount/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Paid Amount/), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const [, reference] = within(screen.getByRole('dialog')).getAllByRole('textbox');
    expect(reference).toHaveAttribute('name', 'referencenumber');
    expect(reference).toHaveFocus();

    await user.type(reference!, 'ZL-7781');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const failure = within(screen.getByRole('dialog')).getByRole('alert');
    expect(failure).toHaveTextContent('The payment could not be taken. Please try again.');
    expect(failure).toHaveFocus();
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('Schedule table', () => {
  it('lists the 12 terms with MM-DD-YYYY dates, the first Active without a due date', () => {
    renderWithProviders(<ScheduleTable entries={paymentSchedule('2024-01-31', '1month')} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '01-31-2024', '02-29-2024', '', 'Active']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2',
      '02-29-2024',
      '03-31-2024',
      '03-16-2024',
      'Schedule',
    ]);
  });
});
