import type { PolicyRenewResponse } from '@kyubos/contracts';
import { formatIsoDate, termText } from '@kyubos/domain';
import { TransactionDialog } from './transaction-dialog';
import { useRenewPolicyMutation } from './api';

export interface RenewDialogProps {
  /** The policy to renew and its term. */
  policy: { id: number; unique_id: string; policy_number: string | null };
  term: { start: string; end: string };
  /** The policy version the caller saw (the policy view or the worklist row): the server refuses the renewal once the policy has moved on. */
  version: number;
  onClose: () => void;
  /** The renewal quotation made. */
  onDone: (renewal: PolicyRenewResponse) => void;
}

/**
 * Renew (`/policyrenew`), from the renewal worklist or the policy view: says which policy and term
 * it renews and what is made, a quotation of the next term, before making it, as the other life
 * actions ask first. No reason: the quotation records what it renews.
 */
export function RenewDialog({ policy, term, version, onClose, onDone }: RenewDialogProps) {
  const [renew] = useRenewPolicyMutation();
  const number = policy.policy_number ?? policy.unique_id;
  return (
    <TransactionDialog<PolicyRenewResponse>
      title={`Renew ${number}`}
      action="Renew"
      asksReason={false}
      version={version}
      send={(_reason, readVersion) => renew({ id: policy.id, version: readVersion }).unwrap()}
      fallback="The policy could not be renewed."
      onClose={onClose}
      onDone={onDone}
    >
      <p>{`Policy ${number}, term ${termText(term)}.`}</p>
      <p>
        {`Renew makes a quotation for the next term, from ${formatIsoDate(term.end)}, with the policy's insured, program, coverages and answers. It is approved and issued as any other quotation.`}
      </p>
    </TransactionDialog>
  );
}
