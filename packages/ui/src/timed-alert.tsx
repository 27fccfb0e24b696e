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

/** Renders the current message of `useTimedMessage`, or nothing. */
export function TimedAlert({ message }: TimedAlertProps) {
  if (!message) return null;
  return <Alert variant={message.variant}>{message.text}</Alert>;
}
