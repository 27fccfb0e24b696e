import { COPYRIGHT_LINE } from '@kyubos/ui/core';
import { plainCss, renderAppShell } from './app-shell.server';

describe('renderAppShell', () => {
  it('renders the layout frame, named by the default product, with nothing of a user or a client', () => {
    const { html } = renderAppShell();
    expect(html).toMatch(/^<div class="[^"]+"><div style="min-height:176px" class="[^"]+"><header class="[^"]+"><span class="[^"]+">Kyubos<\/span><\/header><\/div>/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(`<footer class="`);
    expect(html).toContain(COPYRIGHT_LINE.replace('©', '©'));
    expect(html).not.toMatch(/<script|summit|harbor|admin/i);
  });

  it('gives the CSS of each class of the markup and the page’s base styles, as plain rules', () => {
    const { html, css } = renderAppShell();
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    const styled = classes.filter((name) => !name.startsWith('sc-'));
    expect(styled).toHaveLength(9);
    for (const name of styled) expect(css).toContain(`.${name}{`);
    expect(css).toMatch(/body\{margin:0;font-family:[^;]+;font-size:14px;/);
    expect(css).toContain('height:64px;');
    expect(css).not.toMatch(/data-styled|\/\*!sc\*\/|<\/?style/);
  });
});

describe('plainCss', () => {
  it('keeps the rules of styled-components’ style tags and drops its rehydration data', () => {
    const tags =
      '<style data-styled="true" data-styled-version="6.6.0">body{margin:0;}/*!sc*/\ndata-styled.g1[id="sc-global-a"]{content:"sc-global-a1,"}/*!sc*/\n.x{flex:1;}/*!sc*/\n</style>';
    expect(plainCss(tags)).toBe('body{margin:0;}.x{flex:1;}');
  });
});
