import type { LossRunClaim, LossRunResponse } from '@kyubos/contracts';
import { CLAIM_STATUS_LABEL } from '@kyubos/domain';
import { pagesOf, type ExportColumn, type ListExport } from '../export/list-export';

const COLUMNS: ExportColumn<LossRunClaim>[] = [
  { header: 'Claim Number', cell: (claim) => claim.claim_number },
  { header: 'Policy Number', cell: (claim) => claim.policy_number },
  { header: 'Insured', cell: (claim) => claim.insured },
  { header: 'Line of Business', cell: (claim) => claim.lob },
  { header: 'Program', cell: (claim) => claim.program },
  { header: 'Date of Loss', cell: (claim) => claim.date_of_loss },
  { header: 'Date Reported', cell: (claim) => claim.date_reported },
  { header: 'Status', cell: (claim) => (claim.status ? CLAIM_STATUS_LABEL[claim.status] : null) },
  { header: 'Paid', cell: (claim) => claim.paid, money: true },
  { header: 'Reserve', cell: (claim) => claim.reserve, money: true },
  { header: 'Recovery', cell: (claim) => claim.recovery, money: true },
  { header: 'Incurred', cell: (claim) => claim.incurred, money: true },
];

/** The Loss Run's claims as a file (`/exportviewlossrun`), as its list shows them; the last row holds the totals. */
export function lossRunExport(run: LossRunResponse): ListExport<LossRunClaim> {
  const { totals } = run;
  const total = {
    claim_number: 'Total',
    paid: totals.paid,
    reserve: totals.reserve,
    recovery: totals.recovery,
    incurred: totals.incurred,
  } as LossRunClaim;
  return { name: 'loss-run', columns: COLUMNS, pages: pagesOf([...run.claims, total]) };
}
