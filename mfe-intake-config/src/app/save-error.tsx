import { Alert } from '@kyubos/ui';

/** The server's message after a failed save; what was typed stays in the form. */
export function SaveError({ message }: { message: string | null }) {
  return message ? <Alert variant="error">{message}</Alert> : null;
}
