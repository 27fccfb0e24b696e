import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { withUnicodeFonts } from './fonts';

/** pdfkit takes a while to load: loaded by the first document, not with the API. */
let PDFDocument: typeof PDFKitDocument | undefined;
const loadPdfkit = () => (PDFDocument ??= createRequire(import.meta.url)('pdfkit') as typeof PDFKitDocument);

export interface DocumentStart {
  /** The document's title, in its properties and (with `heading`) under the client's name. */
  title: string;
  /** The client whose document it is: the author, and the first line of the page. */
  clientName: string;
  margin: number;
  layout?: 'portrait' | 'landscape';
  /** The title as printed at the top, when it says more than the properties' title. */
  heading?: string;
}

/**
 * Every PDF the API renders starts the same way: US letter, Noto Sans embedded (any Latin, Greek,
 * Cyrillic or CJK name shows as written), the client's name and the title at the top. `done`
 * resolves with the bytes once the caller ends the document (`doc.end()`).
 */
export function startDocument({ title, clientName, margin, layout = 'portrait', heading = title }: DocumentStart): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = withUnicodeFonts(new (loadPdfkit())({ size: 'LETTER', layout, margin, info: { Title: title, Author: clientName } }));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(clientName);
  doc.font('Helvetica').fontSize(14).text(heading);
  return { doc, done };
}

/** Writes "Label: value" lines, the label in bold. */
export const labelledLine = (doc: PDFKit.PDFDocument) => (label: string, value: string) =>
  doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
