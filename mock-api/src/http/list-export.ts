import type { ListExportFormat } from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import type { Response } from 'express';
import { EXPORT_CONTENT_TYPE, streamListExport, type ListExport } from '../export/list-export';

/**
 * Answers a list's export as a file streamed as it is written: `<name>-<YYYY-MM-DD>.<format>`.
 * A refusal found before the first page (scope, tenant) is still an ordinary JSON error; a
 * failure after the first bytes ends the connection, so a cut file never looks whole.
 */
export async function sendListExport<Row>(res: Response, format: ListExportFormat, list: ListExport<Row>): Promise<void> {
  await streamListExport(res, format, list, () => {
    res.status(200);
    res.type(EXPORT_CONTENT_TYPE[format]);
    res.attachment(`${list.name}-${todayIso()}.${format}`);
    res.setHeader('Cache-Control', 'no-store');
  });
}
