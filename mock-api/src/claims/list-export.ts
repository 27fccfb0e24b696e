import type { LossRunClaim, LossRunResponse } from '@kyubos/contracts';
import { CLAIM_STATUS_LABEL } from '@kyubos/domain';
import { pagesOf, type ExportColumn, type ListExport } from '../export/list-export';

/** An amount ('1234.50') as a number, so a sheet sums it. */
const amount = (text: string) => Number(text);

const COLUMNS: ExportColumn<LossRunClaim>[] = [
  { header: 'Claim Number', cell: (claim) => claim.claim_number },
  { header: 'Policy Number', cell: (claim) => claim.policy_number },
  { header: 'Insured', cell: (claim) => claim.insured },
  { header: 'Line of Business', cell: (claim) => claim.lob },
  { header: 'Program', cell: (claim) => claim.program },
  { header: 'Date of Loss', cell: (claim) => claim.date_of_loss },
  { header: 'Date Reported', cell: (claim) => claim.date_reported },
  { header: 'Status', cell: (claim) => (claim.status ? CLAIM_STATUS_LABEL[claim.status] : null) },
  { header: 'Paid', cell: (claim) => amount(claim.paid) },
  { header: 'Reserve', cell: (claim) => amount(claim.reserve) },
  { header: 'Recovery', cell: (claim) => amount(claim.recovery) },
  { header: 'Incurred', cell: (claim) => amount(claim.incurred) },
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
