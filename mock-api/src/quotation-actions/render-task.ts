import { runTask } from '../workers/pool';
import { renderQuotationDocument, type QuotationDocumentData } from './documents';

/**
 * The longest text each field of a document shows: the limits of the fields it comes from (the
 * intake form's, spec 3). A longer value (an import before the limits, an old record) is cut
 * before rendering, so a document's time never grows with text no form accepts.
 */
export const DOCUMENT_FIELD_LIMITS = {
  clientName: 200,
  number: 100,
  insuredName: 201,
  address: 530,
  phone: 30,
  email: 254,
  names: 200,
  coverageName: 200,
  vehicle: 100,
} as const;

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);
const cutOrNull = (text: string | null, limit: number) => (text === null ? null : cut(text, limit));

/** The document's data with every text field cut to its limit. */
export function cutDocumentFields(data: QuotationDocumentData): QuotationDocumentData {
  const L = DOCUMENT_FIELD_LIMITS;
  return {
    ...data,
    clientName: cut(data.clientName, L.clientName),
    number: cut(data.number, L.number),
    insured: {
      name: cut(data.insured.name, L.insuredName),
      address: cut(data.insured.address, L.address),
      phone: cutOrNull(data.insured.phone, L.phone),
      email: cutOrNull(data.insured.email, L.email),
    },
    lineOfBusiness: cut(data.lineOfBusiness, L.names),
    subLob: cutOrNull(data.subLob, L.names),
    program: cut(data.program, L.names),
    state: cut(data.state, L.names),
    vehicle: data.vehicle && { brand: cut(data.vehicle.brand, L.vehicle), model: cut(data.vehicle.model, L.vehicle), year: cut(data.vehicle.year, L.vehicle) },
    coverages: data.coverages.map((coverage) => ({
      ...coverage,
      name: cut(coverage.name, L.coverageName),
      limit: typeof coverage.limit === 'string' ? cut(coverage.limit, L.names) : coverage.limit,
    })),
  };
}

/** In a pool thread: the document's bytes. */
export async function renderQuotationDocumentInWorker(input: unknown): Promise<Uint8Array> {
  const bytes = await renderQuotationDocument(cutDocumentFields(input as QuotationDocumentData));
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Renders a document in the worker pool (fields cut to their limits); the request thread only waits. */
export async function renderQuotationDocumentInPool(data: QuotationDocumentData): Promise<Buffer> {
  const bytes = await runTask('render-pdf', cutDocumentFields(data), { timeoutMs: 30_000 });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
