import styled from 'styled-components';
import { LOADING_TEXT } from '../feedback';
import { Pager } from './pager';

export interface ListFooterProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Every row of the (filtered) list. */
  total: number;
  /** How many rows the current page shows. */
  shown: number;
  /** Given, the list pages: the pager sits beside the row count. */
  onPageChange?: (page: number) => void;
  /** Another page (order, filter) is being fetched: the count stays the page shown's, marked loading. */
  loading?: boolean;
}

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * What sits under every list, tables and cards alike: 'Showing rows A to B of N' and, when the
 * list pages, the pager. An empty list shows nothing here: it says 'No records' once, above.
 */
export function ListFooter({ page, pageSize, total, shown, onPageChange, loading = false }: ListFooterProps) {
  if (total === 0) return null;
  const first = (page - 1) * pageSize;
  return (
    <Footer>
      <Count>
        <span>{`Showing rows ${first + 1} to ${first + shown} of ${total}`}</span>
        {loading && <span role="status">{LOADING_TEXT}</span>}
      </Count>
      {onPageChange && <Pager page={page} pageCount={Math.max(1, Math.ceil(total / pageSize))} onPageChange={onPageChange} />}
    </Footer>
  );
}
