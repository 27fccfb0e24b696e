import { useState, type FormEvent, type RefObject } from 'react';
import { errorMessage, savedMeanwhile } from '@kyubos/api';
import { useFocusFirstFault } from '@kyubos/ui';

/** Asked before leaving a form whose values were changed. */
export const UNSAVED_CHANGES = 'You have unsaved changes. Leave this form and lose them?';

/** What submitting needs of a form: `useSchemaForm` gives it, a pick list may give its own. */
export interface SubmittableForm {
  /** Checks the values before anything is sent; shows each field's message. */
  validate: () => boolean;
  /** Shows the server's field errors of a refused save on their fields; false when none is shown. */
  showServerErrors: (error: unknown) => boolean;
}

export interface FormSubmit {
  /** Goes on the <form>: after a refusal its first field at fault gets the focus, else the refusal's message. */
  formRef: RefObject<HTMLFormElement | null>;
  saving: boolean;
  /** A refusal that is not about a field (a duplicate, 409), shown above the fields. */
  saveError: string | null;
  /** The refusal is "changed meanwhile" (409 on the version sent): the form is to be reloaded before a save can go through. */
  savedMeanwhile: boolean;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * Submitting a create/edit form: checked before anything is sent; a refused save shows the
 * server's field errors on their fields (the first at fault focused, so keyboard users land on
 * it) or its message (focused: the wait disabled Save, which dropped the focus to the page);
 * nothing typed is lost. `onSaved` runs once the save is done.
 */
export function useFormSubmit(form: SubmittableForm, onSave: () => Promise<unknown>, onSaved: () => void): FormSubmit {
  const { container: formRef, refused } = useFocusFirstFault();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaveError(null);
    setChangedMeanwhile(false);
    if (!form.validate()) {
      refused();
      return;
    }
    setSaving(true);
    try {
      await onSave();
      onSaved();
    } catch (error) {
      if (!form.showServerErrors(error)) setSaveError(errorMessage(error));
      setChangedMeanwhile(savedMeanwhile(error));
      setSaving(false);
      refused();
    }
  }

  return { formRef, saving, saveError, savedMeanwhile: changedMeanwhile, submit };
}
