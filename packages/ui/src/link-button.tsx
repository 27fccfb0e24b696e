import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant, type StyleProps } from './button';

// Apart from Button so that the kit without the router (`@kyubos/ui/core`) can offer buttons.
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Navigation (Add, Back, Cancel) styled as a button; it stays a link for the browser and screen readers. */
export function LinkButton({ variant = 'secondary', size = 'md', ...props }: LinkButtonProps) {
  return <StyledLink $variant={variant} $size={size} {...props} />;
}
