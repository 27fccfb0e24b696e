import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { PaymentButton } from './components/payment-button';

const REFUSED_REFERENCE = 'Payment reference ZL-2026-5531 is already recorded on this policy (receipt R-SUM-P-2026-000024-42, 11-27-2026).';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('login_type', '1');
});

/**
 * The payment call answers `answers` in turn, each held until the test lets it go when `held`;
 * the Idempotency-Key of every call is noted as it is sent.
 */
function paymentCalls(answers: { status: number; body: object }[], { held = false } = {}) {
  let sent = 0;
  const { calls } = mockFetch({ '/policyquotationpayment': () => answers[Math.min(sent - 1, answers.length - 1)]! });
  const answered = globalThis.fetch;
  const keys: (string | null)[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    keys.push(request.headers.get('Idempotency-Key'));
    sent += 1;
    if (held) await gate;
    return answered(request);
  }) as typeof fetch;
  return { calls, keys, release: () => act(release) };
}

function renderButton() {
  const onPaid = jest.fn();
  renderWithProviders(<PaymentButton label="Take Payment" id={41} balance={1000} onPaid={onPaid} />);
  return { onPaid };
}

async function fillZelle(user: ReturnType<typeof userEvent.setup>, reference = 'ZL-2026-5531') {
  await user.click(screen.getByRole('button', { name: 'Take Payment' }));
  const dialog = screen.getByRole('dialog', { name: 'Take Payment: Select an Option' });
  await user.selectOptions(within(dialog).getByLabelText(/Payment Type/), 'ZELLE Payment');
  await user.type(within(dialog).getByLabelText(/Paid Amount/), '250');
  await user.type(within(dialog).getByLabelText(/Reference Number/), reference);
  return dialog;
}

describe('Payment button', () => {
  it('sends one payment for a double click and an Enter while it is under way, with Submit disabled, and one key', async () => {
    const user = userEvent.setup();
    const { keys, release } = paymentCalls([{ status: 201, body: { message: 'Payment accepted', id: 41, balance: 750 } }], { held: true });
    const { onPaid } = renderButton();
    const dialog = await fillZelle(user);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.type(within(dialog).getByLabelText(/Reference Number/), '{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
    await release();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('Payment accepted'));
    expect(keys).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a retry of the same submission with the same key, shows a refusal in the dialog keeping the input, and a new dialog with a new key', async () => {
    const user = userEvent.setup();
    const { calls, keys } = paymentCalls([
      { status: 503, body: { message: 'The service is unavailable' } },
      { status: 409, body: { message: REFUSED_REFERENCE } },
    ]);
    renderButton();
    const dialog = await fillZelle(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(REFUSED_REFERENCE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reference Number/)).toHaveValue('ZL-2026-5531');
    expect(within(dialog).getByLabelText(/Paid Amount/)).toHaveValue('250');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(calls.map((call) => call.body)).toEqual([
      { id: 41, client_id: 2, autopayment: 0, policyPaymentType: 'ZELLE Payment', paidamount: 250, referencenumber: 'ZL-2026-5531' },
      { id: 41, client_id: 2, autopayment: 0, policyPaymentType: 'ZELLE Payment', paidamount: 250, referencenumber: 'ZL-2026-5531' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await fillZelle(user, 'ZL-2026-5532');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says a payment was already taken from the dialog when the server refuses its key for other details', async () => {
    const user = userEvent.setup();
    paymentCalls([{ status: 422, body: { message: 'This Idempotency-Key was already used for another payment: a new payment is sent with a new key.' } }]);
    renderButton();
    const dialog = await fillZelle(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('A payment was already taken from this dialog with other details. Close it and check the payments before taking another.'),
    ).toBeInTheDocument();
  });
});
