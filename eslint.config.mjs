// Lint rules, including the layering: packages never import apps; features never import each other
// (save another feature's api.ts, its calls);
// lower packages never import higher ones (contracts -> domain -> session -> api -> ui -> mfe | screens -> apps).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lineOfBusinessNames from './packages/devtools/src/eslint/line-of-business-names.mjs';
import fs from 'node:fs';
import path from 'node:path';

const APPS = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'apps.json'), 'utf8')).apps.map((app) => app.dir);

/** An app's features folder, absolute: exceptions to a glob zone are matched against absolute paths. */
const featuresDir = (app) => path.join(import.meta.dirname, app, 'src', 'features');

/**
 * A feature's calls: every endpoint of an app is injected in a `features/<domain>/api.ts`
 * (ARCHITECTURE.md), so a read two features show (the carriers, the countries) is imported from
 * its domain's api.ts. It is the one module of a feature that others may import.
 */
const featureApi = (app) => `${featuresDir(app)}/*/api.ts`;

/** Features of one app never reach into another feature of the same app, save its api.ts. */
const featureZones = APPS.flatMap((app) => {
  const dir = featuresDir(app);
  const features = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `${dir}/**`,
    except: [`${dir}/${feature}/**`, featureApi(app)],
    message: "Features never import each other (only another feature's api.ts): move the shared piece to src/shared/ or packages/, or pass it in from src/app.",
  }));
});

/** Code flows one way inside an app: shared/ and config/ -> features -> app; a feature's api.ts stands on packages alone. */
const appZones = APPS.flatMap((app) => [
  {
    target: `./${app}/src/features`,
    from: `./${app}/src/app`,
    message: 'Features never import their app: what features share goes to src/shared/ or a package.',
  },
  {
    target: [`./${app}/src/shared`, `./${app}/src/config`],
    from: `./${app}/src/app`,
    message: 'src/shared and src/config sit below the features and the app.',
  },
  {
    target: [`./${app}/src/shared`, `./${app}/src/config`],
    from: `${featuresDir(app)}/**`,
    except: [featureApi(app)],
    message: "src/shared and src/config sit below the features and the app (a feature's api.ts aside).",
  },
  {
    target: featureApi(app),
    from: `./${app}/src`,
    message: "A feature's api.ts imports packages only, as other features and src/shared import it.",
  },
]);

const layer = (name, higher, why) => ({
  files: [`packages/${name}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: higher.map((pkg) => `@kyubos/${pkg}`), message: why }] },
    ],
  },
});

/** no-restricted-syntax entries; one list per set of files, as a later block replaces an earlier one's list. */
const ONE_API_SLICE = { selector: "CallExpression[callee.name='createApi']", message: 'Use the one api slice from @kyubos/api and injectEndpoints.' };
const CLIENT_ID_FROM_HOOK = {
  selector: [
    "MemberExpression[property.name='clientId']:matches([object.callee.name='readAdminSession'], [object.expression.callee.name='readAdminSession'])",
    "VariableDeclarator:matches([init.callee.name='readAdminSession'], [init.expression.callee.name='readAdminSession']) > ObjectPattern > Property[key.name='clientId']",
  ].join(', '),
  message: "Screens read the caller's client with useClientId() from @kyubos/mfe, not readAdminSession()?.clientId.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'test-results/**', 'playwright-report/**', '.reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // no-cycle follows imports through TypeScript files too.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages',
              from: [...APPS.map((app) => `./${app}`), './mock-api'],
              message: 'Shared packages never import apps or the API server.',
            },
            ...APPS.map((app) => ({
              target: `./${app}`,
              from: [...APPS.filter((other) => other !== app).map((other) => `./${other}`), './mock-api'],
              message: 'An app never imports another app: share through packages/.',
            })),
            {
              target: './mock-api',
              from: APPS.map((app) => `./${app}`),
              message: 'The API server never imports front-end apps.',
            },
            ...featureZones,
            ...appZones,
            {
              // Only the HTTP edge (the routers and app.ts, which mounts them) speaks HTTP.
              target: ['./mock-api/src/!(http)/**/!(routes).ts', './mock-api/src/!(app).ts'],
              from: './mock-api/src/http',
              message: 'Only routers and app.ts import src/http: services throw AppError (src/app-error.ts) and check tenancy with src/tenancy.ts.',
            },
          ],
        },
      ],
      // A cycle makes load order matter and hides a missing layer.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  layer('contracts', ['domain', 'session', 'api', 'ui', 'mfe', 'screens', 'intake-form'], 'contracts is the lowest layer: it imports no other package.'),
  layer('domain', ['session', 'api', 'ui', 'mfe', 'screens', 'intake-form'], 'domain holds pure rules: it may import contracts only.'),
  layer('session', ['api', 'ui', 'mfe', 'screens', 'intake-form'], 'session sits below api and ui.'),
  layer('api', ['ui', 'mfe', 'screens', 'intake-form'], 'api sits below ui and mfe.'),
  layer('ui', ['api', 'mfe', 'session', 'screens', 'intake-form'], 'ui is presentational: data and sessions come from api/mfe, passed in as props.'),
  layer('mfe', ['screens'], 'mfe is what every app mounts with (the shell and its login page too): the screen kit stays out of it.'),
  layer('intake-form', ['api', 'session', 'mfe', 'screens'], 'intake-form renders a form from its definition: data comes from the screen, passed in as props.'),
  layer('screens', ['mfe'], 'screens builds on api and ui; access and sessions come from the app, passed in as props.'),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@kyubos/screens', message: 'The screen kit (and the zod it runs) is for the remotes; the shell and its login page stay small.' }] },
      ],
    },
  },
  // createApi is wrapped once, in packages/api.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'packages/mfe/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ONE_API_SLICE] },
  },
  // Screens take the caller's client from useClientId (packages/mfe), the one place that reads it off the session.
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ONE_API_SLICE, CLIENT_ID_FROM_HOOK] },
  },
  {
    files: ['packages/screens/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', CLIENT_ID_FROM_HOOK] },
  },
  // One word for a line of business in code: IntakeCategory (README, "Glossary"). Tests name what they
  // find on screen by the screen's words (the "LOB" field, the "Line of business" section) and are left out.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx,mjs}', 'mock-api/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { kyubos: lineOfBusinessNames },
    rules: {
      'kyubos/line-of-business-names': [
        'error',
        {
          allow: {
            // Screen constants named as the menu names the screen ("LOB"): the list of lines of business.
            LOB: 'call-rules.ts: the menu item /user_admin_intakecategory, as its menu calls it',
            LOB_LIST: 'screens.ts: the screen /user_admin_intakecategory, as its menu calls it',
          },
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'packages/e2e/**/*.ts', 'mock-api/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
