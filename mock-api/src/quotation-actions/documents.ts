import { formatCoverageLimit, formatIsoDate, formatUsdCents, VEHICLE_FIELDS, VEHICLE_LABELS } from '@kyubos/domain';
import { startDocument } from '../pdf/document';

/** The document each stage gives: a quotation letter, a binder, or the policy declarations page. */
export type DocumentKind = 'quotation' | 'binder' | 'policy';

export const DOCUMENT_TITLE: Record<DocumentKind, string> = {
  quotation: 'Quotation',
  binder: 'Binder',
  policy: 'Policy Declarations',
};

const CLOSING: Record<DocumentKind, string> = {
  quotation: 'This quotation is an offer of insurance on the terms above. It is not a contract of insurance until it is bound.',
  binder: 'This binder confirms the coverage above until the policy is issued on receipt of the first payment.',
  policy: 'These declarations form part of the policy. Payments are due as the instalment plan above shows.',
};

export interface DocumentCoverage {
  name: string;
  limit: number | string;
  premium: number;
}

/** Everything a document shows, read from the record by the service. */
export interface QuotationDocumentData {
  kind: DocumentKind;
  clientName: string;
  number: string;
  /** A policy's quotation number, printed beside its policy number. */
  quotationNumber?: string | null;
  /** The record's agent (code and name), when it has one. */
  agent?: string | null;
  /** 'YYYY-MM-DD' */
  issuedOn: string;
  insured: { name: string; address: string; phone: string | null; email: string | null };
  lineOfBusiness: string;
  subLob: string | null;
  program: string;
  state: string;
  admitted: boolean;
  effectiveDate: string;
  expiryDate: string;
  /** The insured vehicle (spec 3 §2.4), only when brand, model and year all exist. */
  vehicle: { brand: string; model: string; year: string } | null;
  /** The coverages the insured takes (isChargedCoverage); only these are printed as cover. */
  coverages: DocumentCoverage[];
  /** Coverages declined or not chosen, listed by name under "Declined" when any. */
  declined?: string[];
  policyAmount: number;
  /**
   * Policy only: the term premium of the version printed (its coverages' premiums add up to it),
   * printed with the premium charged as of the date (`policyAmount`), which endorsements charge
   * pro rata for the days they run, as the policy view does.
   */
  termPremium?: number;
  /** Policy only: the version printed, the one in force on `asof` (its date, the day it took effect, the policy's status then). */
  version?: { asof: string; effective: string; status: string };
  /**
   * Policy only: the account on the date printed (policyAccountOn), as the policy view's header shows
   * it today: the policy amount, what had been paid and what was left (policy amount = paid + balance).
   */
  payments?: { policyAmount: number; paid: number; balance: number };
  /** Policy only: the instalment plan as it stood on the date printed, what is due and when, and what was paid of it. */
  instalments?: { number: number; duedate: string; amount: number; paid: number; status: string }[];
}

const MARGIN = 54;
const GREY = '#555555';

/** Renders the document as PDF bytes (Letter; Noto Sans embedded, so any Latin, Greek, Cyrillic or CJK name shows as written). */
export function renderQuotationDocument(data: QuotationDocumentData): Promise<Buffer> {
  const { doc, done } = startDocument({
    title: `${DOCUMENT_TITLE[data.kind]} ${data.number}`,
    heading: DOCUMENT_TITLE[data.kind],
    clientName: data.clientName,
    margin: MARGIN,
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.moveDown(0.3).fontSize(10).fillColor(GREY).text(`Number ${data.number}${data.quotationNumber && data.quotationNumber !== data.number ? `    Quotation ${data.quotationNumber}` : ''}    Issued ${formatIsoDate(data.issuedOn)}`).fillColor('black');

  section(doc, 'Insured');
  pairs(doc, [
    ['Name', data.insured.name],
    ['Address', data.insured.address],
    ['Phone', data.insured.phone ?? ''],
    ['Email', data.insured.email ?? ''],
  ]);

  section(doc, 'Policy');
  pairs(doc, [
    ['Line of Business', data.lineOfBusiness],
    ['Sub LOB', data.subLob ?? ''],
    ['Program', data.program],
    ['State', data.state],
    ['Admitted', data.admitted ? 'Y' : 'N'],
    ...(data.agent ? ([['Agent', data.agent]] as [string, string][]) : []),
    ['Effective Date', formatIsoDate(data.effectiveDate)],
    ['Expiry Date', formatIsoDate(data.expiryDate)],
    ...(data.version
      ? ([
          ['Version As Of', formatIsoDate(data.version.asof)],
          ['Version Effective', formatIsoDate(data.version.effective)],
          ['Policy Status', data.version.status],
        ] as [string, string][])
      : []),
  ]);

  if (data.vehicle) {
    section(doc, 'Vehicle Details');
    table(doc, width, [0.4, 0.4, 0.2], VEHICLE_FIELDS.map((field) => VEHICLE_LABELS[field]), [[data.vehicle.brand, data.vehicle.model, data.vehicle.year]]);
  }

  section(doc, 'Coverages');
  table(doc, width, [0.08, 0.52, 0.2, 0.2], ['#', 'Coverage', 'Coverage Limit', 'Premium'], [
    ...data.coverages.map((coverage, index) => [String(index + 1), coverage.name, formatCoverageLimit(coverage.limit), formatUsdCents(coverage.premium)]),
  ]);
  if (data.declined && data.declined.length > 0) {
    doc.moveDown(0.3).font('Helvetica').fillColor(GREY).text(`Declined: ${data.declined.join('; ')}`, MARGIN, doc.y, { width }).fillColor('black');
  }
  const amounts: [string, number][] =
    data.termPremium === undefined
      ? [['Policy Amount', data.policyAmount]]
      : [
          ['Term Premium', data.termPremium],
          ['Premium Charged', data.policyAmount],
        ];
  doc.moveDown(0.3).font('Helvetica-Bold');
  for (const [label, amount] of amounts) doc.text(`${label} ${formatUsdCents(amount)}`, MARGIN, doc.y, { align: 'right', width });

  if (data.payments) {
    section(doc, 'Payments');
    pairs(doc, [
      ['Policy Amount', formatUsdCents(data.payments.policyAmount)],
      ['Paid', formatUsdCents(data.payments.paid)],
      ['Balance', formatUsdCents(data.payments.balance)],
    ]);
    // It differs from the premium charged by the transactions written by then that take effect later (a pending cancellation's return premium).
    if (data.version && data.payments.policyAmount !== data.policyAmount) {
      doc.moveDown(0.3).fillColor(GREY).text(`The policy amount counts the transactions written by ${formatIsoDate(data.version.asof)} that take effect later.`, MARGIN, doc.y, { width }).fillColor('black');
    }
  }
  if (data.instalments) {
    section(doc, 'Instalment Plan');
    table(
      doc,
      width,
      [0.1, 0.24, 0.22, 0.22, 0.22],
      ['#', 'Due Date', 'Amount', 'Paid', 'Status'],
      data.instalments.map((row) => [String(row.number), formatIsoDate(row.duedate), formatUsdCents(row.amount), formatUsdCents(row.paid), row.status]),
    );
  }

  doc.moveDown(1.2).font('Helvetica').fontSize(9).fillColor(GREY).text(CLOSING[data.kind], MARGIN, doc.y, { width });
  doc.end();
  return done;
}

function section(doc: PDFKit.PDFDocument, title: string): void {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('black').text(title, MARGIN);
  doc.moveDown(0.2).font('Helvetica').fontSize(10);
}

function pairs(doc: PDFKit.PDFDocument, rows: [string, string][]): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fillColor(GREY).text(label, MARGIN, y, { width: 140 });
    doc.fillColor('black').text(value || '-', MARGIN + 150, y);
  }
}

function table(doc: PDFKit.PDFDocument, width: number, shares: number[], header: string[], rows: string[][]): void {
  const columnX = shares.reduce<number[]>((xs, _, index) => [...xs, index === 0 ? MARGIN : xs[index - 1]! + shares[index - 1]! * width], []);
  const line = (cells: string[], font: string) => {
    if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, index) => doc.font(font).text(cell, columnX[index]!, y, { width: shares[index]! * width - 6, lineBreak: false }));
    doc.x = MARGIN;
    doc.y = y + 15;
  };
  line(header, 'Helvetica-Bold');
  for (const row of rows) line(row, 'Helvetica');
  if (rows.length === 0) line(['', 'None'], 'Helvetica');
}
