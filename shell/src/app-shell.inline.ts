/** The page's inline script, right after the frame in #root (see app-shell.ts). */
import { showAppShell } from './app-shell';

showAppShell();
