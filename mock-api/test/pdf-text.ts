import { createRequire } from 'node:module';
import path from 'node:path';
import assert from 'node:assert/strict';
import type request from 'supertest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { asBytes } from './helpers';

/** The standard fonts pdfjs reads the text of Helvetica with (no warnings, no network). */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, one string per page, items joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await pdf.destroy();
  return pages;
}

/** The text of a call's PDF answer, its pages joined by spaces (the call must answer 200). */
export async function pdfAnswerText(call: request.Test): Promise<string> {
  const res = await asBytes(call);
  assert.equal(res.status, 200, String(res.body));
  return (await pdfText(res.body as Buffer)).join(' ');
}
