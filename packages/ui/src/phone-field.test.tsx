import { useState, type FormEvent } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryButtonLabel, PhoneField, toPhoneDigits } from './phone-field';
import { renderWithUi } from './test-utils';

function Harness({ onChange, required }: { onChange?: (digits: string) => void; required?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      label="Phone Number"
      name="phonenumber"
      value={value}
      required={required}
      onChange={(digits) => {
        onChange?.(digits);
        setValue(digits);
      }}
    />
  );
}

function digitsOf(input: HTMLElement): string {
  return (input as HTMLInputElement).value.replace(/\D/g, '');
}

/**
 * Browsers give Enter's keydown the legacy keyCode 13, which the phone library reads (as
 * `which`); user-event leaves it 0. Set on the way down, before React and the library see it.
 */
function giveEnterItsKeyCode(event: KeyboardEvent) {
  if (event.key === 'Enter' && event.keyCode === 0) {
    Object.defineProperty(event, 'keyCode', { value: 13 });
    Object.defineProperty(event, 'which', { value: 13 });
  }
}
beforeEach(() => document.addEventListener('keydown', giveEnterItsKeyCode, true));
afterEach(() => document.removeEventListener('keydown', giveEnterItsKeyCode, true));

describe('PhoneField', () => {
  it('is labelled and starts on the United States (+1)', async () => {
    const { container } = renderWithUi(<Harness required />);
    const input = await screen.findByRole('textbox', { name: 'Phone Number' });
    expect(input).toHaveValue('+1');
    expect(input).toBeRequired();
    expect(container.querySelector('.selected-flag .flag')).toHaveClass('us');
  });

  it('names the country button by its calling code, which Tab reaches before the number, where it is drawn, and renames it when the country changes', async () => {
    const { user } = renderWithUi(
      <>
        <input aria-label="Last Name" />
        <Harness />
      </>,
    );
    const input = await screen.findByRole('textbox', { name: 'Phone Number' });
    await user.click(screen.getByRole('textbox', { name: 'Last Name' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Country calling code: United States +1' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, '+447911123456');
    expect(await screen.findByRole('button', { name: 'Country calling code: United Kingdom +44' })).toBeInTheDocument();
    // Still before the number after the library re-rendered it.
    await user.click(screen.getByRole('textbox', { name: 'Last Name' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Country calling code: United Kingdom +44' })).toHaveFocus();
  });

  it('keeps the +1 when the number is typed at once after Tab, before the library places the caret', async () => {
    const changes: string[] = [];
    renderWithUi(
      <>
        <input aria-label="Last Name" />
        <Harness onChange={(digits) => changes.push(digits)} />
      </>,
    );
    const input = await screen.findByRole('textbox', { name: 'Phone Number' });
    // A field that Tab moves into has its whole text selected before its focus handlers run, as in a browser.
    const selectAll = (event: FocusEvent) => event.target instanceof HTMLInputElement && event.target.select();
    document.addEventListener('focusin', selectAll, true);
    // No pause between keys: nothing the library leaves for a timer runs before the digits arrive.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('textbox', { name: 'Last Name' }));
    // Focus as Tab gives it in a browser, the whole text selected (user-event's tab places a caret instead).
    act(() => input.focus());
    await user.keyboard('7205551234');
    expect(input).toHaveValue('+1 (720) 555-1234');
    expect(changes.at(-1)).toBe('17205551234');
    document.removeEventListener('focusin', selectAll, true);
  });

  it('reads the country from the title the library gives its button', () => {
    expect(countryButtonLabel('United States: + 1')).toBe('Country calling code: United States +1');
    expect(countryButtonLabel("Côte d'Ivoire: + 225")).toBe("Country calling code: Côte d'Ivoire +225");
    expect(countryButtonLabel('')).toBeNull();
  });

  it('reports digits only, country code first', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<Harness onChange={onChange} />);
    const input = await screen.findByRole('textbox', { name: 'Phone Number' });
    await user.type(input, '2125550123');
    expect(onChange).toHaveBeenLastCalledWith('12125550123');
    expect(input).toHaveValue('+1 (212) 555-0123');
  });

  it('keeps at most 15 digits when more are typed', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<Harness onChange={onChange} />);
    const input = await screen.findByRole('textbox', { name: 'Phone Number' });
    await user.type(input, '23456789012345678');
    expect(digitsOf(input)).toBe('123456789012345');
    expect(onChange).toHaveBeenLastCalledWith('123456789012345');
  });

  it('says, once left, that a number is not valid for its country; a valid one or an untouched field says nothing', async () => {
    const { user } = renderWithUi(
      <>
        <Harness />
        <button type="button">Next</button>
      </>,
    );
    const input = await screen.findByRole('textbox', { name: 'Phone Number' });
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(/not a valid phone number/)).not.toBeInTheDocument();

    await user.type(input, '21255501239999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Phone Number is not a valid phone number for its country')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/not a valid phone number/);

    await user.clear(input);
    await user.type(input, '12125550123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(/not a valid phone number/)).not.toBeInTheDocument();
  });

  it('submits its form on Enter, as the other fields do', async () => {
    const onSubmit = jest.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={onSubmit} aria-label="Forgot Login Id">
        <Harness />
        <button type="submit">Submit</button>
      </form>,
    );
    const input = await screen.findByRole('textbox', { name: 'Phone Number' });
    await user.type(input, '3035550177{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].nativeEvent).toHaveProperty('submitter', screen.getByRole('button', { name: 'Submit' }));
  });

  it('does not submit on Enter while its form cannot be submitted: its submit button disabled, or a required field empty', async () => {
    const onSubmit = jest.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault());
    const { user } = renderWithUi(
      <>
        <form onSubmit={onSubmit} aria-label="Busy">
          <Harness />
          <button type="submit" disabled>
            Sending…
          </button>
        </form>
        <form onSubmit={onSubmit} aria-label="Incomplete">
          <PhoneField label="Other Phone" name="other" value="" onChange={() => {}} />
          <input aria-label="Name" required />
          <button type="submit">Save</button>
        </form>
      </>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Phone Number' }), '3035550177{Enter}');
    await user.type(await screen.findByRole('textbox', { name: 'Other Phone' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('trims a longer stored value to 15 digits', async () => {
    renderWithUi(<PhoneField label="Phone" name="phone" value="+1 234 567 890 123 456 78" onChange={() => {}} />);
    expect(digitsOf(await screen.findByRole('textbox', { name: 'Phone' }))).toBe('123456789012345');
  });
});

describe('toPhoneDigits', () => {
  it('drops everything but the first 15 digits', async () => {
    expect(toPhoneDigits('+1 (212) 555-0123')).toBe('12125550123');
    expect(toPhoneDigits('1234567890123456789')).toBe('123456789012345');
    expect(toPhoneDigits(null)).toBe('');
  });
});
