import { useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../a11y';
import { FilterIcon } from '../icons';

const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  font: inherit;
  color: inherit;
  text-align: inherit;
  cursor: pointer;
  ${focusRing}

  svg {
    opacity: 0.35;
  }
  &:hover svg,
  &:focus-visible svg {
    opacity: 1;
  }
`;

const FilterInput = styled.input`
  width: 100%;
  min-width: 80px;
  height: 28px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  &:focus {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
`;

export interface FilterHeaderProps {
  header: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box: sends the filters, as the list's Filter button does (lists that filter as you type need none). */
  onSubmit?: () => void;
}

/**
 * A column header that turns into a filter box when clicked. The box stays while it holds
 * text, so an active filter is always visible; Enter submits the filters; Escape clears the box
 * and gives focus back to the header.
 */
export function FilterHeader({ header, value, onChange, onSubmit }: FilterHeaderProps) {
  const [editing, setEditing] = useState(false);
  const refocusHeader = useRef(false);

  if (editing || value !== '') {
    return (
      <FilterInput
        type="search"
        aria-label={`Filter ${header}`}
        placeholder={header}
        value={value}
        // Only when opened by the user, so a pre-filled server-side filter never steals focus.
        autoFocus={editing}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSubmit) {
            event.preventDefault();
            onSubmit();
            return;
          }
          if (event.key !== 'Escape') return;
          event.preventDefault();
          refocusHeader.current = true;
          onChange('');
          setEditing(false);
        }}
        onBlur={(event) => {
          if (event.currentTarget.value === '') setEditing(false);
        }}
      />
    );
  }

  return (
    <HeaderButton
      type="button"
      // Named like the sort button beside it ('Sort by …'); the visible text stays the header.
      aria-label={`Filter by ${header}`}
      title={`Filter by ${header}`}
      ref={(button) => {
        if (button && refocusHeader.current) {
          refocusHeader.current = false;
          button.focus();
        }
      }}
      onClick={() => setEditing(true)}
    >
      {header}
      <FilterIcon size={12} />
    </HeaderButton>
  );
}
