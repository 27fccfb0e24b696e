import { defineConfig } from '@playwright/test';

/** Browser tests run in the machine's Chromium (browser downloads are not possible here). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${3000 + Number(process.env.KYUBOS_PORT_OFFSET ?? 0)}`,
    // The trace of a failed test keeps its DOM snapshots and sources, not a screencast: recording
    // frames for every test costs CPU the other suites, running side by side, need.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  outputDir: process.env.KYUBOS_PORT_OFFSET ? `../../test-results/offset-${process.env.KYUBOS_PORT_OFFSET}` : '../../test-results',
});
