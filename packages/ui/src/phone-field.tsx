import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { PHONE_MAX_DIGITS } from '@kyubos/contracts/constants';
import { FieldFrame, useFieldIds } from './form-fields';
import { afterPointerRelease } from './pointer-release';

const PhoneInput = lazy(() => import('./phone-input'));

type PhoneCheck = (digits: string) => string | null;
let phoneCheck: Promise<PhoneCheck> | undefined;
/**
 * The number check (libphonenumber's metadata, with the contracts) loads once a phone field
 * shows, beside the input itself: screens without one never download it.
 */
const loadPhoneCheck = () => (phoneCheck ??= import('@kyubos/contracts').then((contracts) => contracts.phoneProblem));

function usePhoneCheck(): PhoneCheck | null {
  const [check, setCheck] = useState<PhoneCheck | null>(null);
  useEffect(() => {
    let live = true;
    void loadPhoneCheck().then((loaded) => live && setCheck(() => loaded));
    return () => {
      live = false;
    };
  }, []);
  return check;
}

export { PHONE_MAX_DIGITS };

/** Digits only, at most PHONE_MAX_DIGITS of them. */
export function toPhoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * What Enter does in any other field (the browser's implicit submission), which the library
 * prevents by taking focus off the input: submits the input's form through its default button,
 * unless that button is disabled; the form's own validation and submit handler run as usual.
 */
function submitEnclosingForm(event: KeyboardEvent<HTMLInputElement>) {
  const form = event.currentTarget.form;
  if (!form) return;
  // Once, here: no second submission from the browser's own handling of the key.
  event.preventDefault();
  const defaultButton = Array.from(form.elements).find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && (element.type === 'submit' || element.type === 'image'),
  );
  if (defaultButton?.disabled) return;
  form.requestSubmit(defaultButton);
}

/**
 * The library's country button has only a title ("United States: + 1") and no way to name it:
 * it is named "Country calling code: United States +1", again each time the country changes.
 */
export function countryButtonLabel(title: string): string | null {
  const match = /^(.+): \+ ?(\d+)$/.exec(title.trim());
  return match ? `Country calling code: ${match[1]} +${match[2]}` : null;
}

/**
 * The library's country button: named by its calling code, and put before the number in the
 * page, where it is drawn (the library renders it after the number, so Tab reached the number
 * first). React keeps the two as they are: it only adds or removes the library's nodes, never
 * reorders them.
 */
function useCountryButton(frame: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const arrange = () => {
      const button = root.querySelector<HTMLElement>('.selected-flag[role="button"]');
      const label = button ? countryButtonLabel(button.title) : null;
      if (button && label && button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      const dropdown = root.querySelector<HTMLElement>('.react-tel-input > .flag-dropdown');
      const number = root.querySelector<HTMLElement>('.react-tel-input > input');
      if (dropdown && number && number.compareDocumentPosition(dropdown) & Node.DOCUMENT_POSITION_FOLLOWING) number.before(dropdown);
    };
    arrange();
    // The library mounts after its lazy load and re-renders the title on a country change.
    const observer = new MutationObserver(arrange);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['title'] });
    return () => observer.disconnect();
  }, [frame]);
}

/**
 * Tab into a field selects its whole text, the dial code ('+1') with it. The library moves the
 * caret after the text only on a timer after the focus, so a digit typed before that timer runs
 * (a busy page, a fast typist) replaced the dial code: 7205551234 became +7 (205) 551-23-4. The
 * caret goes after the number during the focus itself; a selection the user makes later stays.
 */
function keepDialCodeOnFocus(input: HTMLInputElement) {
  if (input.value === '' || input.selectionStart !== 0 || input.selectionEnd !== input.value.length) return;
  // After the text, before a closing parenthesis of the mask, where the library puts it.
  const caret = input.value.endsWith(')') ? input.value.length - 1 : input.value.length;
  input.setSelectionRange(caret, caret);
}

/** Re-skins the library's input so it matches the kit's other controls. */
const PhoneFrame = styled.div<{ $invalid: boolean }>`
  .react-tel-input {
    font-family: inherit;
    font-size: ${({ theme }) => theme.font.size.base};
  }
  .react-tel-input .form-control {
    width: 100%;
    height: ${({ theme }) => theme.controlHeight};
    font-size: ${({ theme }) => theme.font.size.base};
    border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.controlBorder)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
  }
  .react-tel-input .form-control:focus {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
  .react-tel-input .flag-dropdown {
    border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.controlBorder)};
    border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* The library's look of a disabled field's country button (its rule input[disabled] + .flag-dropdown), with the button before the number. */
  .react-tel-input .flag-dropdown:has(+ input[disabled]):hover {
    cursor: default;
  }
  .react-tel-input .flag-dropdown:has(+ input[disabled]):hover .selected-flag {
    background-color: transparent;
  }
  /* The library removes the country button's outline: the kit's focus ring, inside the button. */
  .react-tel-input .selected-flag:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

/** Same size as the real input while the library loads, so the form does not jump. */
const Placeholder = styled.input`
  width: 100%;
  height: ${({ theme }) => theme.controlHeight};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface PhoneFieldProps {
  label: string;
  name: string;
  /** Digits only, country code first (e.g. '12125550123'). */
  value: string;
  onChange: (valueDigits: string) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  id?: string;
  /** ISO 3166 alpha-2, lower case. */
  defaultCountry?: string;
}

/**
 * International phone input; the United States is preselected and numbers stop at 15 digits.
 * Once the user leaves it, a number that is not valid for its country says so (the server
 * applies the same rule).
 */
export function PhoneField({ label, name, value, onChange, required, hint, error, disabled, fullWidth, id, defaultCountry = 'us' }: PhoneFieldProps) {
  const [left, setLeft] = useState(false);
  const phoneProblem = usePhoneCheck();
  const problem = left && phoneProblem ? phoneProblem(toPhoneDigits(value)) : null;
  const shown = error ?? (problem ? `${label} ${problem}` : undefined);
  const ids = useFieldIds(id, hint, shown);
  const frame = useRef<HTMLDivElement>(null);
  useCountryButton(frame);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={shown} fullWidth={fullWidth} ids={ids}>
      <PhoneFrame ref={frame} $invalid={Boolean(shown)} onBlur={() => afterPointerRelease(() => setLeft(true))}>
        <Suspense fallback={<Placeholder aria-hidden tabIndex={-1} disabled value={toPhoneDigits(value)} readOnly />}>
        <PhoneInput
          country={defaultCountry}
          value={toPhoneDigits(value)}
          onChange={(digits) => onChange(toPhoneDigits(digits))}
          // Lets numbers run past a country's mask up to the limit; the library ignores keystrokes beyond it.
          enableLongNumbers={PHONE_MAX_DIGITS}
          onEnterKeyPress={submitEnclosingForm}
          onFocus={(event) => keepDialCodeOnFocus(event.target)}
          disabled={disabled}
          inputProps={{ ...ids.control, name, required }}
        />
        </Suspense>
      </PhoneFrame>
    </FieldFrame>
  );
}
