import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, lengthLimit } from './form-fields';

/**
 * A table whose cells are inputs (repeating rows of a form): one row per entry, one column per
 * field. Cells sit at the top (a message may grow a cell) unless `$cellAlign` says middle.
 */
export const RowsTable = styled.table<{ $cellAlign?: 'top' | 'middle' }>`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: ${({ $cellAlign = 'top' }) => $cellAlign};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  td small {
    display: block;
    margin-top: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${controlStyles}
  min-width: 96px;
`;

export interface CellInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The accessible name, as a cell has no label of its own: 'Premium of row 2'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The input of one cell of a `RowsTable`, its message under it. */
export function CellInput({ label, value, onChange, error, id, maxLength, onPaste, ...inputProps }: CellInputProps) {
  const errorId = error && id ? `${id}-error` : undefined;
  return (
    <>
      <Input
        {...inputProps}
        {...lengthLimit(value, maxLength, inputProps.type === 'password', onPaste)}
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <small id={errorId}>{error}</small>}
    </>
  );
}
