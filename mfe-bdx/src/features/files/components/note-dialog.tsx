import { useState } from 'react';
import type { AdminBdxFile } from '@kyubos/contracts';
import { bdxNoteReason } from '@kyubos/domain';
import { Button, Modal, TextAreaField } from '@kyubos/ui';

/** The two steps of a file that ask for a note when its totals differ or rows have problems. */
const STEPS = {
  Approve: 'approved',
  Import: 'imported',
} as const;

/**
 * The note asked for when approving a file the client made, or importing a carrier's, whose totals
 * differ from its Control Value (or cannot be computed) or whose rows have problems (bdxNoteReason).
 */
export function NoteDialog({
  action,
  file,
  busy,
  onSubmit,
  onClose,
}: {
  action: keyof typeof STEPS;
  file: AdminBdxFile;
  busy: boolean;
  onSubmit: (note: string) => void;
  onClose: () => void;
}) {
  const reason = bdxNoteReason(file);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!note.trim()) {
      setError(`Note is required when ${reason ?? 'the totals differ'}`);
      return;
    }
    onSubmit(note.trim());
  };
  return (
    <Modal
      title={`Do you want to ${action}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" onClick={submit} disabled={busy}>
            {action}
          </Button>
        </>
      }
    >
      <p>
        {reason === 'rows have problems'
          ? `Some rows of this file have problems. Say why it is ${STEPS[action]} anyway.`
          : `The totals of this file do not agree with its Control Value. Say why it is ${STEPS[action]} anyway.`}
      </p>
      <TextAreaField label="Note" name="note" value={note} onChange={(value) => { setNote(value); setError(undefined); }} maxLength={500} required error={error} />
    </Modal>
  );
}
