import { useCallback, useRef, useState } from 'react';
import { errorMessage, formErrorMessage } from '@kyubos/api';

/**
 * One way to run an action outside a form (remove a row, save ranks): `run` resolves true when
 * it succeeded; on failure the server's message is kept in `error` to show above the list (with
 * `labels`, a form's field errors under the fields' labels: formErrorMessage).
 */
export function useAction(labels?: Readonly<Record<string, string>>) {
  const labelsRef = useRef(labels);
  labelsRef.current = labels;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(labelsRef.current ? formErrorMessage(caught, labelsRef.current) : errorMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
