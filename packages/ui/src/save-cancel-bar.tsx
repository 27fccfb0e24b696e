import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { LinkButton } from './link-button';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xl};
  padding-top: ${({ theme }) => theme.spacing.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface SaveCancelBarBaseProps {
  /** True while the save request runs: the button reads 'Saving…' and is disabled. */
  saving?: boolean;
  /** Disables Save for another reason (e.g. an invalid form). */
  disabled?: boolean;
  /** A form the user may only read: no Save is offered, and Cancel (back to the list) reads 'Back'. */
  readOnly?: boolean;
  saveLabel?: string;
  cancelLabel?: string;
}

/** Cancel is either a link to the list (`cancelTo`) or an action (`onCancel`). */
export type SaveCancelBarProps = SaveCancelBarBaseProps &
  (
    | { cancelTo: string; onCancel?: never; /** Runs before the link is followed; may prevent it (unsaved changes). */ onCancelClick?: (event: MouseEvent<HTMLAnchorElement>) => void }
    | { onCancel: () => void; cancelTo?: never; onCancelClick?: never }
  );

/** The footer of every create/edit form. Save submits the surrounding form. */
export function SaveCancelBar({
  saving = false,
  disabled = false,
  readOnly = false,
  saveLabel = 'Save',
  cancelLabel = readOnly ? 'Back' : 'Cancel',
  cancelTo,
  onCancel,
  onCancelClick,
}: SaveCancelBarProps) {
  return (
    <Bar>
      {cancelTo !== undefined ? (
        <LinkButton to={cancelTo} variant="secondary" onClick={onCancelClick}>
          {cancelLabel}
        </LinkButton>
      ) : (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {!readOnly && (
        <Button type="submit" variant="primary" disabled={saving || disabled} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : saveLabel}
        </Button>
      )}
    </Bar>
  );
}
