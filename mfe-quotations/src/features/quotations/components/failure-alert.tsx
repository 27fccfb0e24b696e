import { Alert } from '@kyubos/ui';

/** The failure message of spec 3 §8, then the server's reason when it gave one. */
export function FailureAlert({ failure }: { failure: { message: string; reason: string } | null }) {
  if (!failure) return null;
  return (
    <Alert>
      {failure.message}
      {failure.reason && failure.reason !== failure.message && <> {failure.reason}</>}
    </Alert>
  );
}
