import styled from 'styled-components';

export const COPYRIGHT = 'Copyright © 2024 Kyubos Technologies. All rights reserved. Built with Meridian Digital Partners.';

export function Footer() {
  return (
    <Bar>
      <small>{COPYRIGHT}</small>
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
