import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { OtpBoxes } from './otp-boxes';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpBoxes value={value} onChange={setValue} />
      <output data-testid="otp">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpBoxes', () => {
  it('shows four one-character boxes and moves to the next box as each character is typed', async () => {
    renderWithProviders(<Harness />);
    expect(boxes()).toHaveLength(4);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('4');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('7');
    await userEvent.keyboard('1');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('9');
    expect(screen.getByTestId('otp')).toHaveTextContent('4719');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '7', '1', '9']);
  });

  it('takes letters and digits, shown in capitals, and drops anything else', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('k-7');
    await userEvent.keyboard('m2');
    expect(screen.getByTestId('otp')).toHaveTextContent(/^K7M2$/);
    expect(boxes()[0]).toHaveAttribute('inputmode', 'text');
  });

  it('fills every box from a pasted code and goes back a box on Backspace in an empty one', async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste(' 8-3 0 5 ');
    expect(screen.getByTestId('otp')).toHaveTextContent('8305');
    await userEvent.click(boxes()[3]!);
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByTestId('otp')).toHaveTextContent('830');
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(screen.getByTestId('otp')).toHaveTextContent(/^83$/);
  });
});
