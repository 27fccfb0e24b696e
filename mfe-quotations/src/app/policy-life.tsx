import type { PolicyQuotation } from '@kyubos/contracts';
import { PolicyLifeSection } from '../features/policy-life/policy-life-section';
import { usePolicyInstallmentsQuery } from '../features/quotations/api';

/** The policy's life after issue on its view, with the status billing gives it from the instalment plan beside the policy status. */
export function PolicyLife({ record, canWrite, onDone }: { record: PolicyQuotation; canWrite: boolean; onDone: (message: string) => void }) {
  const billingStatus = usePolicyInstallmentsQuery(record.id).data?.billing_status ?? null;
  return <PolicyLifeSection record={record} canWrite={canWrite} onDone={onDone} billingStatus={billingStatus} />;
}
