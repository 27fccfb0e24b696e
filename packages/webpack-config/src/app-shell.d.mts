/** Types of app-shell.mjs, for the tests that import it. */
export const APP_SHELL_ID: string;
export const APP_SHELL_STYLE_ID: string;
export const APP_SHELL_CONFIG_NAMES: string[];
export function appShellDir(appDir: string): string;
export function withAppShell(html: string, shell: { markup: string; css: string; script: string }): string;
export function inlineScriptHashes(html: string): string[];
export function loadAppShell(dir: string): { markup: string; css: string; script: string };
