import styled from 'styled-components';
import { IconButton } from '../button';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const PageText = styled.span`
  min-width: 96px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** First / previous / 'Page X of Y' / next / last. */
export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  const atStart = current === 1;
  const atEnd = current === last;
  return (
    <Nav aria-label="Pagination">
      <IconButton label="First page" icon={<ChevronsLeftIcon />} disabled={atStart} onClick={() => onPageChange(1)} />
      <IconButton label="Previous page" icon={<ChevronLeftIcon />} disabled={atStart} onClick={() => onPageChange(current - 1)} />
      <PageText aria-live="polite">{`Page ${current} of ${last}`}</PageText>
      <IconButton label="Next page" icon={<ChevronRightIcon />} disabled={atEnd} onClick={() => onPageChange(current + 1)} />
      <IconButton label="Last page" icon={<ChevronsRightIcon />} disabled={atEnd} onClick={() => onPageChange(last)} />
    </Nav>
  );
}
