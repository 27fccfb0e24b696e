import type ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { loadExcelJS } from '../export/xlsx';

/**
 * An XLSX read through its zip central directory, the parts taken in the order a workbook needs
 * them (the sheet list, the shared strings and the styles before any sheet), whatever order the
 * zip stores them in. exceljs's own stream reader takes the zip's stored order in one pass and
 * loses the last parts when the input ends first: exceljs itself stores `xl/workbook.xml` last, so
 * a workbook of five sheets lost its sheet list and could not be read. The sheets are still read as
 * streams, a row at a time, by exceljs's sheet reader.
 */

/** Why a file cannot be read, in words for whoever sent it (no library's message). */
export class UnreadableFileError extends Error {}

/** A part of a zip as its central directory describes it. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  compressedSize: number;
  /** The uncompressed size the directory declares (a ZIP bomb may under-state it). */
  declaredSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The parts of a zip from its central directory; undefined when the bytes are not a zip. */
export function zipDirectory(content: Buffer): ZipPart[] | undefined {
  let end = -1;
  for (let at = content.length - 22; at >= Math.max(0, content.length - 22 - 0xffff); at -= 1) {
    if (content.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = content.readUInt16LE(end + 10);
  let at = content.readUInt32LE(end + 16);
  const parts: ZipPart[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new UnreadableFileError('its zip directory is damaged');
    }
    const nameLength = content.readUInt16LE(at + 28);
    parts.push({
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
      flags: content.readUInt16LE(at + 8),
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      declaredSize: content.readUInt32LE(at + 24),
      localHeaderOffset: content.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return parts;
}

/** What the parts read from one workbook may expand to, together; over it, `over()` is thrown. */
export interface InflateLimit {
  bytes: number;
  over: () => Error;
}

/**
 * A part's bytes as they inflate, counted against the limit shared by the workbook's parts: the
 * count is of the bytes actually produced, so a part whose headers under-state its size is stopped
 * at the limit all the same, before more is expanded.
 */
function partStream(content: Buffer, part: ZipPart, budget: { left: number; limit: InflateLimit }): Readable {
  const at = part.localHeaderOffset;
  if (at + 30 > content.length || content.readUInt32LE(at) !== LOCAL_HEADER) throw new UnreadableFileError(`its part ${part.name} is damaged`);
  if (part.flags & 1) throw new UnreadableFileError('it is protected by a password: save it again without one');
  if (part.method !== 0 && part.method !== 8) throw new UnreadableFileError(`its part ${part.name} is compressed in a way spreadsheets do not use`);
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  const packed = content.subarray(start, start + part.compressedSize);
  if (packed.length < part.compressedSize) throw new UnreadableFileError(`its part ${part.name} is cut short`);
  async function* inflated() {
    const chunks = part.method === 0 ? [packed] : Readable.from([packed]).pipe(createInflateRaw());
    for await (const chunk of chunks as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw budget.limit.over();
      yield chunk;
    }
  }
  return Readable.from(inflated(), { objectMode: false });
}

/** The internals of exceljs 4.4's WorkbookReader that read one part each (lib/stream/xlsx/workbook-reader.js). */
interface ExcelJSWorkbookParts {
  model?: { sheets?: { name: string; id: number; rId: string; state?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** A sheet's rows as a stream, with its name (exceljs's sheet reader; its types omit the name). */
export type SheetRows = ExcelJS.stream.xlsx.WorksheetReader & { name: string };

export interface OpenedWorkbook {
  /** The workbook's sheets, in tab order. */
  sheetNames: string[];
  /** Each sheet's rows as a stream, in tab order; stop early to leave the rest unread. */
  sheets(): AsyncGenerator<SheetRows>;
}

/** A relationship's target as a part name: relative to `xl/`, or absolute from the zip's root. */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);

/**
 * Opens an XLSX: its sheet list, shared strings and styles are read first, and its sheets are
 * then offered one by one in tab order. Anything that makes it unreadable throws an
 * UnreadableFileError saying what; expanding past `limit` throws `limit.over()`.
 */
export async function openWorkbook(content: Buffer, limit: InflateLimit): Promise<OpenedWorkbook> {
  const parts = zipDirectory(content);
  if (!parts) throw new UnreadableFileError('it is not a workbook (no zip directory was found)');
  const byName = new Map(parts.map((part) => [part.name, part]));
  const budget = { left: limit.bytes, limit };
  const stream = (name: string) => {
    const part = byName.get(name);
    return part ? partStream(content, part, budget) : undefined;
  };
  const ExcelJSModule = await loadExcelJS();
  const reader = new ExcelJSModule.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    // Date cells are told apart by their number format, and a number is read as its format shows it.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as ExcelJSWorkbookParts;

  const workbookPart = stream('xl/workbook.xml');
  const relsPart = stream('xl/_rels/workbook.xml.rels');
  if (!workbookPart || !relsPart) throw new UnreadableFileError('it is not a workbook (it has no list of sheets)');
  await reader._parseRels(relsPart);
  await reader._parseWorkbook(workbookPart);
  const sheetList = reader.model?.sheets ?? [];
  if (sheetList.length === 0) throw new UnreadableFileError('its list of sheets is empty or in a form this reader does not know');
  const sheetParts = sheetList.map((sheet) => {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (!target || !byName.has(partName(target))) throw new UnreadableFileError(`its sheet '${sheet.name}' is missing`);
    return { sheet, name: partName(target) };
  });
  const sharedStrings = stream('xl/sharedStrings.xml');
  // Cached (sharedStrings: 'cache'): the generator yields nothing and only has to run through.
  if (sharedStrings) for await (const none of reader._parseSharedStrings(sharedStrings)) void none;
  const styles = stream('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  return {
    sheetNames: sheetList.map((sheet) => sheet.name),
    async *sheets() {
      for (const { sheet, name } of sheetParts) {
        // exceljs names a sheet by its part's number; the sheet list's own name is set over it.
        for (const { value } of reader._parseWorksheet(stream(name)!, /sheet(\d+)\.xml$/.exec(name)?.[1] ?? String(sheet.id))) {
          const rows = value as SheetRows;
          rows.name = sheet.name;
          yield rows;
        }
      }
    },
  };
}
