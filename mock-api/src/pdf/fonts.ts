import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts the product's PDFs are set in, shipped as npm packages and embedded (subset) in each
 * document: Noto Sans (Latin with its extensions, Greek, Cyrillic, Vietnamese) under the names the
 * documents use ('Helvetica', 'Helvetica-Bold'), Noto Sans SC (Chinese, with Latin) for the
 * Chinese, Japanese or Korean runs of a text and Noto Emoji (black and white) for its emoji runs.
 * The standard PDF fonts only know Latin-1: 'Łukasz', 'Ελένη', '名前' or '😀' came out garbled.
 */
const require = createRequire(import.meta.url);

/** A file beside a package's entry (packages whose exports hide package.json). */
const besideEntry = (pkg: string, ...parts: string[]) => path.join(path.dirname(require.resolve(pkg)), ...parts);

const FONT_FILES = {
  Helvetica: () => besideEntry('@expo-google-fonts/noto-sans', '400Regular', 'NotoSans_400Regular.ttf'),
  'Helvetica-Bold': () => besideEntry('@expo-google-fonts/noto-sans', '700Bold', 'NotoSans_700Bold.ttf'),
  NotoSansSC: () => besideEntry('@embedpdf/fonts-sc', '..', 'fonts', 'NotoSansHans-Regular.otf'),
  NotoEmoji: () => besideEntry('@expo-google-fonts/noto-emoji', '400Regular', 'NotoEmoji_400Regular.ttf'),
} as const;
type FontName = keyof typeof FONT_FILES;

/**
 * Each font is read and parsed once per process: the parsed font (pdfkit takes it as a source)
 * is kept from the first document that used it, with the glyphs it has laid out. Parsing per
 * document made a one-page PDF 50 times slower than with the standard fonts.
 */
const parsed = new Map<FontName, unknown>();
function fontSource(name: FontName): unknown {
  return parsed.get(name) ?? readFileSync(FONT_FILES[name]());
}
/** Keeps the parsed font the document now uses (pdfkit's embedded font holds it as `font`). */
function keepParsed(doc: PDFKit.PDFDocument, name: FontName): void {
  if (parsed.has(name)) return;
  const current = (doc as unknown as { _font?: { font?: { layout?: unknown } } })._font;
  if (typeof current?.font?.layout === 'function') parsed.set(name, current.font);
}

/** Chinese, Japanese and Korean scripts, and the CJK punctuation and full-width forms. */
const CJK_CHARS = '\\u1100-\\u11ff\\u2e80-\\u9fff\\ua960-\\ua97f\\uac00-\\ud7ff\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uffef';
/** With the ideographs of plane 2 (the Extensions B to F). */
const CJK_RUN = `[${CJK_CHARS}\\u{20000}-\\u{2FFFF}]+`;
/**
 * Emoji: a pictograph from U+2190 on (the ones before it, '©', '™', are Noto Sans's), a flag's
 * letter or a keycap ('1️⃣'), with what joins it into one emoji (a variation selector, a skin
 * tone, a tag, a zero-width joiner and the next pictograph), which the emoji font lays out as one glyph.
 */
const EMOJI_START = '[[\\p{Extended_Pictographic}&&[\\u{2190}-\\u{10FFFF}]]\\p{Regional_Indicator}]';
const EMOJI = `(?:[0-9#*]\\u{FE0F}?\\u{20E3}|${EMOJI_START}(?:\\u{FE0F}|\\p{Emoji_Modifier}|[\\u{E0020}-\\u{E007F}]|\\u{200D}${EMOJI_START})*)`;
const EMOJI_RUN = `${EMOJI}+`;
/** The fonts a text falls back to for the runs its own font lacks, each with the run it sets. */
const FALLBACKS = [
  { font: 'NotoSansSC', run: new RegExp(`^${CJK_RUN}$`, 'v') },
  { font: 'NotoEmoji', run: new RegExp(`^${EMOJI_RUN}$`, 'v') },
] as const satisfies readonly { font: FontName; run: RegExp }[];
/** A text cut into runs of CJK, of emoji and of other characters (each run is set in the font that has it). */
const FALLBACK_RUNS = new RegExp(`(${CJK_RUN}|${EMOJI_RUN})`, 'v');

/** The fallback font a run is set in (FALLBACKS), or null for the text's own font. */
const fallbackOf = (run: string): FontName | null => FALLBACKS.find((fallback) => fallback.run.test(run))?.font ?? null;

/** Whether a text needs a fallback font (Chinese, Japanese, Korean or emoji). */
export const needsFallbackFont = (text: string): boolean => FALLBACK_RUNS.test(text);

type TextCall = (...args: unknown[]) => PDFKit.PDFDocument;
type FontCall = (...args: unknown[]) => PDFKit.PDFDocument;
interface FontState {
  _registeredFonts: Record<string, unknown>;
  _fontFamilies: Record<string, unknown>;
}

/**
 * Sets a document's fonts: 'Helvetica' and 'Helvetica-Bold' become Noto Sans, and the CJK and emoji
 * runs of a text are set in their fallback fonts (the rest of the text stays in the font it was asked in).
 */
export function withUnicodeFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const state = doc as unknown as FontState;
  const register = (name: FontName) => {
    if (!state._registeredFonts[name]) doc.registerFont(name, fontSource(name) as Buffer);
  };
  register('Helvetica');
  register('Helvetica-Bold');
  // The document opened the standard Helvetica when it was made: forget it, so the name finds Noto Sans.
  delete state._fontFamilies.Helvetica;
  delete state._fontFamilies['Helvetica-Bold'];
  let asked = 'Helvetica';
  const font = doc.font.bind(doc) as FontCall;
  const setFont = (...args: unknown[]) => {
    const done = font(...args);
    if (typeof args[0] === 'string' && args[0] in FONT_FILES) keepParsed(doc, args[0] as FontName);
    return done;
  };
  (doc as unknown as { font: FontCall }).font = (...args: unknown[]) => {
    if (typeof args[0] === 'string') asked = args[0];
    return setFont(...args);
  };
  doc.font('Helvetica');
  const text = doc.text.bind(doc) as TextCall;
  (doc as unknown as { text: TextCall }).text = (...args: unknown[]) => {
    const [value] = args;
    if (typeof value !== 'string' || !needsFallbackFont(value)) return text(...args);
    // text(string, x, y, options) or text(string, options): the position and options go with the first run.
    const positioned = typeof args[1] === 'number';
    const options = ((positioned ? args[3] : args[1]) ?? {}) as PDFKit.Mixins.TextOptions;
    const runs = value.split(FALLBACK_RUNS).filter((run) => run !== '');
    const own = asked;
    runs.forEach((run, index) => {
      const last = index === runs.length - 1;
      const runOptions = { ...options, continued: last ? (options.continued ?? false) : true };
      const fallback = fallbackOf(run);
      if (fallback) register(fallback);
      setFont(fallback ?? own);
      if (index === 0 && positioned) text(run, args[1], args[2], runOptions);
      else text(run, runOptions);
    });
    setFont(own);
    return doc;
  };
  return doc;
}
