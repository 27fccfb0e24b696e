import type { LossRunClaim, LossRunTotals } from '@kyubos/contracts';
import { CLAIM_STATUS_LABEL, formatIsoDate, formatUsdCents } from '@kyubos/domain';
import { startDocument } from '../pdf/document';

/** What a Loss Run prints: the claims of a period for a policy, an insured or the whole book, with their totals. */
export interface LossRunDocumentData {
  clientName: string;
  /** 'Policy POL-1', 'Insured Acme', or 'All policies'. */
  subject: string;
  from: string;
  to: string;
  claims: LossRunClaim[];
  totals: LossRunTotals;
  /** 'YYYY-MM-DD' */
  issuedOn: string;
}

export const LOSS_RUN_TITLE = 'Loss Run';
const MARGIN = 36;
const FONT_SIZE = 8;
/** The smallest size a number is set in to stay on one line; a longer one wraps. */
const SMALLEST_NUMBER_SIZE = 6;

/**
 * Columns: header, width (points), and the cell of a claim; money right-aligned. A claim or policy
 * number is kept on one line (`whole`): a line break after one of its hyphens read as two numbers.
 */
const COLUMNS: { header: string; width: number; cell: (claim: LossRunClaim) => string; money?: boolean; whole?: boolean }[] = [
  { header: 'Claim Number', width: 90, cell: (claim) => claim.claim_number, whole: true },
  { header: 'Policy Number', width: 86, cell: (claim) => claim.policy_number, whole: true },
  { header: 'Insured', width: 94, cell: (claim) => claim.insured },
  { header: 'Date of Loss', width: 60, cell: (claim) => formatIsoDate(claim.date_of_loss) },
  { header: 'Reported', width: 60, cell: (claim) => formatIsoDate(claim.date_reported) },
  { header: 'Status', width: 50, cell: (claim) => CLAIM_STATUS_LABEL[claim.status] },
  { header: 'Paid', width: 70, cell: (claim) => formatUsdCents(claim.paid), money: true },
  { header: 'Reserve', width: 70, cell: (claim) => formatUsdCents(claim.reserve), money: true },
  { header: 'Recovery', width: 60, cell: (claim) => formatUsdCents(claim.recovery), money: true },
  { header: 'Incurred', width: 80, cell: (claim) => formatUsdCents(claim.incurred), money: true },
];

/** The Loss Run as PDF bytes (US letter, landscape); the table continues on new pages with its header repeated. */
export function renderLossRun(data: LossRunDocumentData): Promise<Buffer> {
  const { doc, done } = startDocument({
    title: `${LOSS_RUN_TITLE} ${data.subject}`,
    heading: `${LOSS_RUN_TITLE}: ${data.subject}`,
    clientName: data.clientName,
    margin: MARGIN,
    layout: 'landscape',
  });
  doc.moveDown(0.3).fontSize(10).text(`Losses from ${formatIsoDate(data.from)} to ${formatIsoDate(data.to)}    Issued ${formatIsoDate(data.issuedOn)}`);
  doc.text('Incurred = Paid + Reserve − Recovery');
  doc.moveDown();

  const bottom = doc.page.height - MARGIN;
  /** The size a cell is set in: a whole number smaller, down to SMALLEST_NUMBER_SIZE, until it fits its column on one line. */
  const sizeOf = (cell: string, index: number, bold: boolean) => {
    const column = COLUMNS[index]!;
    if (bold || !column.whole) return FONT_SIZE;
    const width = doc.fontSize(FONT_SIZE).widthOfString(cell);
    // Rounded down to a tenth of a point, so the number set at that size is no wider than the column.
    return Math.max(SMALLEST_NUMBER_SIZE, Math.min(FONT_SIZE, Math.floor((10 * FONT_SIZE * (column.width - 4)) / width) / 10));
  };
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const sizes = cells.map((cell, index) => sizeOf(cell, index, bold));
    const heights = cells.map((cell, index) => doc.fontSize(sizes[index]!).heightOfString(cell, { width: COLUMNS[index]!.width - 4 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > bottom) {
      doc.addPage();
      doc.y = MARGIN;
      if (!bold || cells[0] !== COLUMNS[0]!.header) header();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    }
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index]!;
      doc.fontSize(sizes[index]!).text(cell, x, top, { width: column.width - 4, align: column.money ? 'right' : 'left' });
      x += column.width;
    });
    doc.y = top + height;
    doc.x = MARGIN;
  };
  const header = () => {
    row(
      COLUMNS.map((column) => column.header),
      true,
    );
    doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + COLUMNS.reduce((sum, column) => sum + column.width, 0), doc.y - 2).stroke();
  };
  header();
  if (data.claims.length === 0) {
    doc.font('Helvetica').fontSize(10).text('No claims were reported with a date of loss in this period.', MARGIN, doc.y + 4);
  }
  for (const claim of data.claims) row(COLUMNS.map((column) => column.cell(claim)), false);
  doc.moveDown(0.5);
  row(['Totals', `${data.totals.claims} claim${data.totals.claims === 1 ? '' : 's'}`, '', '', '', '', formatUsdCents(data.totals.paid), formatUsdCents(data.totals.reserve), formatUsdCents(data.totals.recovery), formatUsdCents(data.totals.incurred)], true);
  doc.end();
  return done;
}
