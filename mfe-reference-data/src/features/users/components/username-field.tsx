import { useState } from 'react';
import { useCheckUsernameMutation } from '@kyubos/mfe';
import type { BoundField } from '@kyubos/screens';
import { TextField } from '@kyubos/ui';

export const USERNAME_TAKEN = 'Sorry, that username is already taken';

export interface UsernameFieldProps {
  /** The form's username field (its value, rules and error). */
  field: BoundField;
  /** The user's own current name on edit: keeping it needs no check. */
  currentUsername?: string;
}

/**
 * Username, checked when the field is left: a name in use shows the spec's message and is
 * cleared; a free name clears the message; a failed check clears it too (the server checks again on save).
 */
export function UsernameField({ field, currentUsername }: UsernameFieldProps) {
  const { value, onChange } = field;
  const [checkUsername] = useCheckUsernameMutation();
  const [message, setMessage] = useState<string | null>(null);

  async function check() {
    const username = value.trim();
    if (!username || username.toLowerCase() === currentUsername?.toLowerCase()) {
      setMessage(null);
      return;
    }
    try {
      const answer = await checkUsername({ username }).unwrap();
      if (answer.user) {
        setMessage(null);
      } else {
        setMessage(USERNAME_TAKEN);
        onChange('');
      }
    } catch {
      setMessage(null);
    }
  }

  return (
    <TextField {...field} autoComplete="off" error={message ?? field.error} onBlur={() => void check()} />
  );
}
