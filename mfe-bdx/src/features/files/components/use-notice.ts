import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { TimedMessageControls } from '@kyubos/ui';

/** What a screen passes to the list it returns to: a success message shown there. */
export interface ListNotice {
  notice: string;
}

/** Shows the success message a form or view left in the navigation state. */
export function useNotice(alert: Pick<TimedMessageControls, 'show'>): void {
  const notice = (useLocation().state as ListNotice | null)?.notice;
  const { show } = alert;
  useEffect(() => {
    if (notice) show(notice, 'success');
  }, [notice, show]);
}
