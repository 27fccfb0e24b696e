import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from './test-utils';
import { ControlValueField, controlValueToSend } from './control-value-field';
import { PeriodField } from './period-field';

function Period({ onDigits }: { onDigits: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PeriodField
      value={value}
      onChange={(digits) => {
        setValue(digits);
        onDigits(digits);
      }}
    />
  );
}

function ControlValue() {
  const [value, setValue] = useState('');
  return (
    <>
      <ControlValueField value={value} onChange={setValue} />
      <output data-testid="sent">{controlValueToSend(value)}</output>
    </>
  );
}

describe('PeriodField', () => {
  it('keeps digits only, at most six, and shows them as MM/YYYY', async () => {
    let digits = '';
    renderWithUi(<Period onDigits={(value) => (digits = value)} />);
    const input = screen.getByLabelText('Period');
    await userEvent.type(input, '0a3-2026999');
    expect(input).toHaveValue('03/2026');
    expect(digits).toBe('032026');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    expect(input).toHaveValue('1');
    await userEvent.type(input, '2');
    expect(input).toHaveValue('12');
    await userEvent.type(input, '2');
    expect(input).toHaveValue('12/2');
  });
});

describe('ControlValueField', () => {
  it('shows the amount as US dollars with its cents once left, and sends it without the symbol', async () => {
    renderWithUi(<ControlValue />);
    const input = screen.getByLabelText('Control Value');
    await userEvent.type(input, '1250.5x');
    expect(input).toHaveValue('1250.5');
    await userEvent.tab();
    expect(input).toHaveValue('$1,250.50');
    expect(screen.getByTestId('sent')).toHaveTextContent('1250.50');
    await userEvent.clear(input);
    await userEvent.type(input, '98000');
    await userEvent.tab();
    expect(input).toHaveValue('$98,000.00');
    expect(screen.getByTestId('sent')).toHaveTextContent(/^98000\.00$/);
  });
});
