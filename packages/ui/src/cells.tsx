import { formatDateTime, formatIsoDate, formatUsd, timestampOf } from '@kyubos/domain/format';
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

/** 'MM/DD/YYYY, hh:mm AM/PM' in UTC, the product's clock (formatDateTime), as filters and exports read it. */
export function DateTimeCell({ value }: DateTimeCellProps) {
  const date = timestampOf(value);
  if (!date) return null;
  return (
    <Numeric as="time" dateTime={date.toISOString()} title="UTC">
      {formatDateTime(date)}
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
