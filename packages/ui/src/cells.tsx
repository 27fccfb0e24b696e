import { formatDateTime, formatIsoDate, formatUsd } from '@kyubos/domain/format';
import styled from 'styled-components';

const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface MoneyCellProps {
  value: number | string | null | undefined;
  /** No longer changes anything: every amount shows its cents ('$1,250.00', formatUsd). Kept so the columns that ask for them need no change. */
  cents?: boolean;
}

/** '$1,250.00' / '$1,250.50'; blank for a missing amount. */
export function MoneyCell({ value }: MoneyCellProps) {
  return <Numeric>{formatUsd(value)}</Numeric>;
}

export interface DateTimeCellProps {
  value: string | number | Date | null | undefined;
}

/** 'MM/DD/YYYY, hh:mm AM/PM' in the viewer's time zone. */
export function DateTimeCell({ value }: DateTimeCellProps) {
  const text = formatDateTime(value);
  if (!text) return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return (
    <Numeric as="time" dateTime={date.toISOString()}>
      {text}
    </Numeric>
  );
}

export interface DateCellProps {
  /** 'YYYY-MM-DD', optionally followed by a time. */
  value: string | null | undefined;
}

/** 'YYYY-MM-DD' shown as 'MM-DD-YYYY'. */
export function DateCell({ value }: DateCellProps) {
  return <Numeric>{formatIsoDate(value)}</Numeric>;
}
