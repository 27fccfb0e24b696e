import { formatIsoDate, formatUsdCents, termText } from '@kyubos/domain';
import { labelledLine, startDocument } from '../pdf/document';

/** What an endorsement or cancellation notice prints. */
export interface TransactionNoticeData {
  kind: 'Endorsement' | 'Cancellation';
  clientName: string;
  policyNumber: string;
  insured: string;
  term: { start: string; end: string };
  effectiveDate: string;
  premiumDelta: number;
  method: string | null;
  reason: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  /** 'YYYY-MM-DD' */
  issuedOn: string;
}

export const NOTICE_TITLE = { Endorsement: 'Policy Endorsement', Cancellation: 'Notice of Cancellation' } as const;
const MARGIN = 54;
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The endorsement (what changed and the premium effect) or the cancellation notice (date, method, return premium) as PDF bytes. */
export function renderTransactionNotice(data: TransactionNoticeData): Promise<Buffer> {
  const title = NOTICE_TITLE[data.kind];
  const { doc, done } = startDocument({ title: `${title} ${data.policyNumber}`, heading: title, clientName: data.clientName, margin: MARGIN });
  doc.moveDown(0.3).fontSize(10).text(`Policy ${data.policyNumber}    Issued ${formatIsoDate(data.issuedOn)}`);
  doc.moveDown();
  const line = labelledLine(doc);
  line('Insured', data.insured);
  line('Policy Term', termText(data.term));
  line('Effective Date', formatIsoDate(data.effectiveDate));
  if (data.kind === 'Endorsement') {
    line(data.premiumDelta < 0 ? 'Return Premium' : 'Additional Premium', formatUsdCents(Math.abs(data.premiumDelta)));
  } else {
    line('Method', shown(data.method));
    line('Return Premium', formatUsdCents(-data.premiumDelta));
  }
  if (data.reason) line('Reason', data.reason);
  if (data.changes && Object.keys(data.changes).length > 0) {
    doc.moveDown().font('Helvetica-Bold').text('Changes');
    for (const [field, { before, after }] of Object.entries(data.changes)) {
      doc.font('Helvetica').text(`${field}: from ${shown(before)} to ${shown(after)}`);
    }
  }
  doc.moveDown().fontSize(9).text(
    data.kind === 'Endorsement'
      ? 'This endorsement forms part of the policy from its effective date; all other terms are unchanged.'
      : 'Cover under the policy ends on the effective date above.',
  );
  doc.end();
  return done;
}
