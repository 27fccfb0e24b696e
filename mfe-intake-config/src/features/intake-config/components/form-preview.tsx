import type { IntakeFormDefinitionResponse } from '@kyubos/contracts';
import { IntakeForm, useIntakeForm } from '@kyubos/intake-form';
import { Button, EmptyState, ErrorPanel, LoadingState, Modal } from '@kyubos/ui';
import { errorMessage } from '@kyubos/api';
import { useState } from 'react';
import { useIntakeFormPreviewQuery } from '../api';

function PreviewBody({ definition }: { definition: IntakeFormDefinitionResponse }) {
  // A scratch form: typing shows the masks and checks as staff will meet them; nothing is saved.
  const form = useIntakeForm(definition.groups);
  if (definition.groups.length === 0) return <EmptyState title="No active attribute groups on this line of business yet." />;
  return <IntakeForm form={form} />;
}

/** "Preview form": the intake form of a line of business as its staff will fill it in. */
export function FormPreviewButton({ intakeId }: { intakeId: number }) {
  const [open, setOpen] = useState(false);
  const preview = useIntakeFormPreviewQuery(intakeId, { skip: !open });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Preview form
      </Button>
      {open && (
        <Modal title="Preview form" width="900px" onClose={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Close</Button>}>
          {preview.isLoading && <LoadingState />}
          {preview.error && (
            <ErrorPanel title="The form could not be loaded" message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
          )}
          {preview.data && <PreviewBody definition={preview.data} />}
        </Modal>
      )}
    </>
  );
}
