/** Unit and component tests of every package and app (the API has its own runner: node --test). */
import fs from 'node:fs';

const APPS = JSON.parse(fs.readFileSync(new URL('./apps.json', import.meta.url), 'utf8')).apps.map((app) => app.dir);
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      experimental: { plugins: [] },
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: '<rootDir>/packages/devtools/src/jest/environment.cjs',
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/packages/devtools/src/jest/setup.ts'],
  roots: ['<rootDir>/packages', ...APPS.map((dir) => `<rootDir>/${dir}`)],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/packages/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(react-phone-input-2)@)'],
  moduleNameMapper: { '\\.(css|png|svg)$': '<rootDir>/packages/devtools/src/jest/file-stub.cjs' },
};
