import { useId, type ButtonHTMLAttributes, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from './a11y';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceAlt};
      border-color: ${({ theme }) => theme.colors.borderStrong};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.accent};
    padding-inline: ${({ theme }) => theme.spacing.xs};
    text-decoration: underline;
    text-underline-offset: 2px;
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.accentHover};
    }
  `,
};

/** Shared by Button and LinkButton so a navigation link looks exactly like an action. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ $size, theme }) => ($size === 'sm' ? '28px' : theme.controlHeight)};
  padding: 0 ${({ $size, theme }) => ($size === 'sm' ? theme.spacing.sm : theme.spacing.lg)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ $size, theme }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.base)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;
  ${({ $variant }) => variantStyles[$variant]}
  ${focusRing}
  /* aria-disabled: shown as disabled yet focusable and pressable, so a press can say what is missing. */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Why the action cannot be taken now (e.g. "Nothing is due: the premium is paid in full."): the button
   * is then disabled yet stays a Tab stop (aria-disabled), the reason its description, shown while it is
   * focused or hovered, and a press does nothing. A disabled button would keep the reason from keyboard
   * and screen-reader users.
   */
  disabledReason?: string | null;
}

/**
 * The reason inside its button, so it can sit right below it: hidden from the button's name (aria-hidden)
 * yet its description (aria-describedby reads a hidden element it names), shown while the button is
 * focused or hovered.
 */
const Reason = styled.span`
  ${visuallyHidden}
  button:focus-visible > &,
  button:hover > & {
    clip: auto;
    width: max-content;
    max-width: 280px;
    height: auto;
    margin: 0;
    top: calc(100% + 4px);
    left: 0;
    z-index: 10;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: normal;
    line-height: 1.4;
    text-align: left;
    white-space: normal;
  }
`;

const refuse = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/** A button that never submits a form by accident: `type` defaults to "button". */
export function Button({ variant = 'primary', size = 'md', type = 'button', disabledReason, children, ...props }: ButtonProps) {
  const reasonId = useId();
  // One element whether or not there is a reason, so a button that gets or loses one keeps its focus.
  const reasoned = disabledReason
    ? {
        disabled: false,
        'aria-disabled': true,
        'aria-describedby': props['aria-describedby'] ? `${props['aria-describedby']} ${reasonId}` : reasonId,
        onClick: refuse,
        style: { ...props.style, position: 'relative' as const },
      }
    : {};
  return (
    <StyledButton type={type} $variant={variant} $size={size} {...props} {...reasoned}>
      {children}
      {disabledReason && (
        <Reason id={reasonId} aria-hidden>
          {disabledReason}
        </Reason>
      )}
    </StyledButton>
  );
}

/** The small square, borderless button of an icon (a row's edit or delete, a row's menu): its box and focus ring. */
export const iconButtonBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;
  ${focusRing}
`;

const StyledIconButton = styled.button<{ $tone: 'default' | 'danger' }>`
  ${iconButtonBox}
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.mutedText)};
  &:hover:not(:disabled) {
    background: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.accentSoft)};
    color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.accent)};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: ReactNode;
  tone?: 'default' | 'danger';
}

export function IconButton({ label, icon, tone = 'default', type = 'button', title, ...props }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={title ?? label} $tone={tone} {...props}>
      {icon}
    </StyledIconButton>
  );
}
