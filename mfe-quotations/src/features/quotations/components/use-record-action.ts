import type { ListNotice } from '@kyubos/screens';
import { errorMessage } from '@kyubos/api';
import { useClientId } from '@kyubos/mfe';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuotationActionMutation, type QuotationAction } from '../api';

export interface ActionOutcome {
  /** Where to go once it is done; the server's message is shown there. */
  to: string;
  /** The failure message of spec 3 §8; the server's reason follows it. */
  failure: string;
}

/** Runs a stage change of the record, then leaves for `to` with the server's message, or keeps the failure to show. */
export function useRecordAction() {
  const [act, state] = useQuotationActionMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; reason: string } | null>(null);
  const companyId = useClientId();

  async function run(action: QuotationAction, id: number, outcome: ActionOutcome) {
    setFailure(null);
    try {
      const done = await act({ action, id, companyId }).unwrap();
      const notice: ListNotice = { notice: done.message };
      navigate(outcome.to, { state: notice });
    } catch (error) {
      setFailure({ message: outcome.failure, reason: errorMessage(error, '') });
    }
  }
  return { run, busy: state.isLoading, failure };
}
