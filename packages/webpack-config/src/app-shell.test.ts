import crypto from 'node:crypto';
import { APP_SHELL_ID, APP_SHELL_STYLE_ID, inlineScriptHashes, withAppShell } from './app-shell.mjs';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Kyubos</title><script defer="defer" src="/main.1a2b3c4d.js"></script></head>' +
  '<body><noscript>Kyubos needs JavaScript to run.</noscript><div id="root"></div></body></html>';
const SHELL = { markup: '<div class="a"><footer>©</footer></div>', css: '.a{display:flex}', script: '(()=>{document.title="x"})();\n' };
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('withAppShell', () => {
  it('writes the CSS at the end of the head, the markup hidden in #root and the script inline right after it', () => {
    const page = withAppShell(PAGE, SHELL);
    expect(page).toContain(`<script defer="defer" src="/main.1a2b3c4d.js"></script><style id="${APP_SHELL_STYLE_ID}">.a{display:flex}</style></head>`);
    expect(page).toContain(
      `<div id="root"><div id="${APP_SHELL_ID}" hidden><div class="a"><footer>©</footer></div></div></div><script>(()=>{document.title="x"})();</script></body>`,
    );
  });

  it('keeps `$` sequences of the markup and script as written', () => {
    const page = withAppShell(PAGE, { ...SHELL, markup: '<span>$&amp; $1</span>', script: 'a="$&"' });
    expect(page).toContain('<span>$&amp; $1</span>');
    expect(page).toContain('<script>a="$&"</script>');
  });

  it('refuses a page without an empty #root or a head, and a script, markup or CSS that would end its element early', () => {
    expect(() => withAppShell(PAGE.replace('<div id="root"></div>', '<div id="root">x</div>'), SHELL)).toThrow('no empty <div id="root"></div>');
    expect(() => withAppShell(PAGE.replace('</head>', ''), SHELL)).toThrow('no </head>');
    expect(() => withAppShell(PAGE, { ...SHELL, script: 'a="</script>"' })).toThrow('</script');
    expect(() => withAppShell(PAGE, { ...SHELL, markup: '<script>alert(1)</script>' })).toThrow('script element');
    expect(() => withAppShell(PAGE, { ...SHELL, css: '</style><script>' })).toThrow('</style');
  });
});

describe('inlineScriptHashes', () => {
  it('gives the sha256 source of each inline script the browser runs, once, and none for data or external scripts', () => {
    const page = withAppShell(PAGE, SHELL).replace(
      '</head>',
      '<script type="application/json" id="kyubos-runtime-config">{"a":1}</script><script type="module">b()</script><script>(()=>{document.title="x"})();</script></head>',
    );
    expect(inlineScriptHashes(page)).toEqual([sha256('b()'), sha256('(()=>{document.title="x"})();')]);
    expect(inlineScriptHashes(PAGE)).toEqual([]);
  });
});
