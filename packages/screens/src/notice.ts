import type { TimedMessageControls } from '@kyubos/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** What a form or record screen passes to the list it returns to: the message of the action just done. */
export interface ListNotice {
  notice: string;
}

/** Shows, as a success message, the notice the previous screen left in the navigation state. */
export function useNotice(alert: Pick<TimedMessageControls, 'show'>): void {
  const notice = (useLocation().state as ListNotice | null)?.notice;
  const { show } = alert;
  useEffect(() => {
    if (notice) show(notice, 'success');
  }, [notice, show]);
}
