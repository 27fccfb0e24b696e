import { getPriority } from 'node:os';
import type { BdxExportRow, BdxKind } from '@kyubos/contracts';
import type { BdxEligibility } from '@kyubos/domain';
import type { BdxExtension, BdxParseResult } from '../bdx-files/parse';
import type { LossRunDocumentData } from '../claims/documents';
import { threadId } from './thread-priority';

/**
 * The tasks a worker runs, by name: each loads its module only when first asked, so a worker
 * that only reads files never loads the PDF code.
 */
export interface Tasks {
  /** Reads a bordereau (bdx-files/parse.ts readBdxFile). */
  'parse-bdx': { input: { content: Uint8Array; extension: BdxExtension; kind?: BdxKind; eligibility?: BdxEligibility | undefined }; output: BdxParseResult };
  /** Writes a bordereau's CSV or XLSX bytes (bdx-admin/export-content.ts exportContent). */
  'write-bdx-export': { input: { rows: Omit<BdxExportRow, 'id'>[]; format: 'csv' | 'xlsx' }; output: Uint8Array };
  /** Renders a Loss Run (claims/documents.ts renderLossRun). */
  'render-loss-run': { input: LossRunDocumentData; output: Uint8Array };
  /** Renders a quotation document (quotation-actions/documents.ts). */
  'render-pdf': { input: unknown; output: Uint8Array };
  /** Renders a payment receipt (billing/documents.ts). */
  'render-receipt': { input: unknown; output: Uint8Array };
  /** For the pool's own tests: spins for `ms`, or grows memory without end, or answers its input or its thread's CPU priority. */
  probe: { input: { spinMs?: number; exhaustMemory?: boolean; fail?: string; echo?: unknown; priority?: boolean }; output: unknown };
}
export type TaskName = keyof Tasks;
export type TaskInput<T extends TaskName> = Tasks[T]['input'];
export type TaskOutput<T extends TaskName> = Tasks[T]['output'];

export const TASKS: { [T in TaskName]: () => Promise<(input: TaskInput<T>) => Promise<TaskOutput<T>> | TaskOutput<T>> } = {
  'parse-bdx': async () => {
    const { readBdxFile } = await import('../bdx-files/parse');
    return ({ content, extension, kind, eligibility }) =>
      readBdxFile(Buffer.from(content.buffer, content.byteOffset, content.byteLength), extension, kind, eligibility);
  },
  'write-bdx-export': async () => {
    const { exportContent } = await import('../bdx-admin/export-content');
    return async ({ rows, format }) => {
      // A copy in its own buffer: the answer's buffer is handed over whole (a small Buffer shares Node's pool).
      return new Uint8Array(await exportContent(rows, format));
    };
  },
  'render-loss-run': async () => {
    const { renderLossRun } = await import('../claims/documents');
    return async (input) => {
      // A copy in its own buffer: the answer's buffer is handed over whole.
      return new Uint8Array(await renderLossRun(input));
    };
  },
  'render-pdf': async () => {
    const { renderQuotationDocumentInWorker } = await import('../quotation-actions/render-task');
    return (input) => renderQuotationDocumentInWorker(input);
  },
  'render-receipt': async () => {
    const { renderPaymentReceiptInWorker } = await import('../billing/documents');
    return (input) => renderPaymentReceiptInWorker(input);
  },
  probe: async () => (input) => {
    if (input.fail) throw new Error(input.fail);
    if (input.exhaustMemory) {
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array(1_000_000).fill(Math.random()));
    }
    const until = Date.now() + (input.spinMs ?? 0);
    while (Date.now() < until);
    if (input.priority) {
      const id = threadId();
      return id === null ? null : getPriority(id);
    }
    return input.echo;
  },
};
