/**
 * Rendered at build time (node), never in the browser: the page's app shell (see app-shell.ts),
 * `FramePage` as static markup with the CSS it uses, for `AppShellPlugin` of
 * @kyubos/webpack-config to write into index.html. Nothing of a user, a client or a deployment:
 * the product name is the default until the inline script writes the config's.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { DEFAULT_PRODUCT_NAME } from '@kyubos/contracts/constants';
import { FramePage } from './features/layout/layout-frame';

export function renderAppShell(): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(sheet.collectStyles(<FramePage productName={DEFAULT_PRODUCT_NAME} />));
    return { html, css: plainCss(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

/**
 * The rules of styled-components' style tags without its rehydration data (the ids of its
 * components and the groups of its sheet): the page's styles are plain CSS the browser's
 * styled-components leaves alone, rather than a sheet it would adopt and renumber while the
 * frame's React tree replaces the page's markup.
 */
export function plainCss(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .flatMap((match) => (match[1] ?? '').split('/*!sc*/'))
    .map((rule) => rule.trim())
    .filter((rule) => rule && !rule.startsWith('data-styled.'))
    .join('');
}
