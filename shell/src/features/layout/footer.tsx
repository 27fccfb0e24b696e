import styled from 'styled-components';
import { COPYRIGHT_LINE } from '@kyubos/ui/core';

export function Footer() {
  return (
    <Bar>
      <small>{COPYRIGHT_LINE}</small>
    </Bar>
  );
}

const Bar = styled.footer`
  padding: 14px 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
