import { TransactionDialog } from './transaction-dialog';
import { useNotRenewPolicyMutation } from './api';

export interface DoNotRenewDialogProps {
  /** The policy chosen not to be renewed. */
  policy: { id: number; unique_id: string; policy_number: string | null };
  /** The policy version the caller saw (the policy view or the worklist row): the server refuses the choice once the policy has moved on. */
  version: number;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** "Do not renew" (`/policynotrenew`), from the renewal worklist or the policy view: the reason is kept, the policy leaves the worklist. */
export function DoNotRenewDialog({ policy, version, onClose, onDone }: DoNotRenewDialogProps) {
  const [decline] = useNotRenewPolicyMutation();
  const number = policy.policy_number ?? policy.unique_id;
  async function send(reason: string, readVersion: number) {
    const done = await decline({ id: policy.id, reason, version: readVersion }).unwrap();
    return `${number}: ${done.message}`;
  }
  return <TransactionDialog title={`Do not renew ${number}`} action="Save" version={version} send={send} fallback="The choice could not be saved." onClose={onClose} onDone={onDone} />;
}
