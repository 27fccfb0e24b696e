import styled from 'styled-components';
import { formatUsdCents } from '@kyubos/domain/format';

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * A bordereau amount (a row's premium, a file's Control Value or total) as the file view's mapped
 * rows show money: always two decimals, '$1,250.00'; blank for a missing amount.
 */
export function BdxMoney({ value }: { value: number | string | null | undefined }) {
  return <Amount>{formatUsdCents(value)}</Amount>;
}
