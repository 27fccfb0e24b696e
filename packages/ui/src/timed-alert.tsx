import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, type AlertVariant } from './feedback';

export interface TimedMessage {
  text: string;
  variant: AlertVariant;
}

export interface TimedMessageControls {
  message: TimedMessage | null;
  /** Shows the message, replacing any current one and restarting the timer. */
  show: (text: string, variant?: AlertVariant) => void;
  clear: () => void;
}

/** A message that clears itself after `ms` milliseconds (3 seconds for login errors). */
export function useTimedMessage(ms = 3000): TimedMessageControls {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string, variant: AlertVariant = 'error') => {
      clearTimeout(timer.current);
      setMessage({ text, variant });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}

export interface TimedAlertProps {
  message: TimedMessage | null;
}

/**
 * Renders the current message of `useTimedMessage`, or nothing. A message appearing while the
 * focus dropped to the page (the action's button went with its screen: "Quotation Approved
 * successfully!" on the list) takes it, so the keyboard carries on from there; a message holding
 * the focus stays past its time until the focus leaves it.
 */
export function TimedAlert({ message }: TimedAlertProps) {
  const [read, setRead] = useState<TimedMessage | null>(null);
  const shown = message ?? read;
  if (!shown) return null;
  return (
    <div onFocus={() => setRead(shown)} onBlur={() => setRead(null)}>
      <Alert variant={shown.variant} takeDroppedFocus>
        {shown.text}
      </Alert>
    </div>
  );
}
