import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH } from '@kyubos/contracts/constants';

export interface OtpBoxesProps {
  /** The characters typed so far (at most OTP_LENGTH). */
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

/** OTPs are letters and digits, compared without case: boxes keep those, shown in capitals. */
const clean = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * One box per OTP character: typing moves to the next box, Backspace on an empty box to the
 * previous one, and pasting the whole code fills every box.
 */
export function OtpBoxes({ value, onChange, label = 'One-time password' }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function setAt(index: number, char: string) {
    const next = [...chars];
    next[index] = char;
    onChange(next.join('').slice(0, OTP_LENGTH));
  }

  function onInput(index: number, text: string) {
    const typed = clean(text);
    if (typed.length > 1) return fill(index, typed);
    setAt(index, typed);
    if (typed) focus(index + 1);
  }

  function fill(from: number, text: string) {
    const next = [...chars];
    for (let i = 0; i < text.length && from + i < OTP_LENGTH; i += 1) next[from + i] = text[i]!;
    onChange(next.join(''));
    focus(from + text.length);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, clean(event.clipboardData.getData('text')));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !chars[index] && index > 0) {
      event.preventDefault();
      setAt(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  }

  return (
    <Group role="group" aria-label={label}>
      {chars.map((char, index) => (
        <Box
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={char}
          inputMode="text"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          required
          aria-label={`${label} character ${index + 1} of ${OTP_LENGTH}`}
          onChange={(event) => onInput(index, event.target.value.slice(char ? 1 : 0) || event.target.value)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
`;
const Box = styled.input`
  width: 52px;
  height: 56px;
  text-align: center;
  font-size: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
