import { useCallback, useState } from 'react';
import { errorMessage } from '@kyubos/api';

/**
 * One way to run a save: `run` resolves true when it succeeded; on failure the server's
 * message is kept in `error` for <SaveError /> and the form keeps what was typed.
 */
export function useSave() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (save: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    setError(null);
    try {
      await save();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, error, run };
}
