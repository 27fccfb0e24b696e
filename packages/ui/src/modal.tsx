import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { VisuallyHidden } from './a11y';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(element: HTMLElement | null): HTMLElement[] {
  return element ? Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** The open dialogs, innermost last: a key pressed while the focus is lost belongs to the innermost. */
const openDialogs: HTMLElement[] = [];

/** The focus is nowhere: on the page's body, or on an element gone from it. */
const focusIsLost = () => !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $width: string }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: calc(100vh - 64px);
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The body and footer under the header: a column that may shrink inside the dialog's max height. */
const Content = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

/** min-height 0 lets the body shrink inside the dialog's max height and scroll, instead of spilling off screen. */
const Body = styled.div`
  min-height: 0;
  padding: ${({ theme }) => theme.spacing.xl};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
`;

export interface ModalProps {
  title: string;
  /**
   * The action the dialog is for, when its visible title does not name it (the payment modal's "Select an
   * Option" opened by Process To Policy): it leads the dialog's accessible name, the title unchanged on screen.
   */
  purpose?: string;
  children: ReactNode;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Buttons shown at the bottom right. */
  footer?: ReactNode;
  /** What gets focus on open; by default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  width?: string;
}

/**
 * A modal dialog: rendered into document.body, keeps Tab inside itself and gives focus
 * back to whatever had it before when it closes. Render it to open it, unmount it to close.
 */
export function Modal({ title, purpose, children, onClose, footer, initialFocusRef, width = '480px' }: ModalProps) {
  const titleId = useId();
  const purposeId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? focusableIn(contentRef.current)[0] ?? dialogRef.current;
    target?.focus();
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  // A focused control that gets disabled or removed (a button waiting for its call) drops the focus
  // to the page, out of the dialog's own key handling: Escape still closes the innermost dialog and
  // Tab comes back into it.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    openDialogs.push(dialog);
    function handleLostFocusKey(event: globalThis.KeyboardEvent) {
      if (openDialogs[openDialogs.length - 1] !== dialog || !focusIsLost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    }
    document.addEventListener('keydown', handleLostFocusKey);
    return () => {
      document.removeEventListener('keydown', handleLostFocusKey);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        // The second press of a double-click that opened the dialog (a row's action) is not a dismissal.
        if (event.target === event.currentTarget && event.detail <= 1) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={purpose ? `${purposeId} ${titleId}` : titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={handleKeyDown}
      >
        <Header>
          {purpose && <VisuallyHidden id={purposeId}>{`${purpose}:`}</VisuallyHidden>}
          <Title id={titleId}>{title}</Title>
          <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} />
        </Header>
        <Content ref={contentRef}>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
