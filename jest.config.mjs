/** Unit and component tests of every package and app (the API has its own runner: node --test). */
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
  roots: ['<rootDir>/packages', '<rootDir>/shell', '<rootDir>/mfe-reference-data', '<rootDir>/mfe-intake-config', '<rootDir>/mfe-quotations', '<rootDir>/mfe-bdx', '<rootDir>/mfe-bdx-portal'],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/packages/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(react-phone-input-2)@)'],
  moduleNameMapper: { '\\.(css|png|svg)$': '<rootDir>/packages/devtools/src/jest/file-stub.cjs' },
};
