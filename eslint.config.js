// Lint rules, including the import boundaries of DESIGN.md: common imports nothing of ours; web never
// imports server; server never imports web; a web feature never imports another (shared pieces sit in web/entities/).
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];
const WEB_PATTERNS = [
  {
    group: ['@mantine/notifications'],
    importNames: ['notifications'],
    message: 'Show notifications through web/lib/notify.ts (named close button, accessible text colour).',
  },
  {
    group: ['**/server/**', 'node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*'],
    message: 'The web app never imports server code.',
  },
  {
    group: ['**/features/*/components/*/**', '**/features/*/api/*/**'],
    message: "Import a feature's public files, not its internals.",
  },
];

// A feature never imports another (not even lazily): what two features share sits below them in web/entities/,
// and where a screen shows another feature's screen, its page in web/pages/ hands that one in. Entities sit below
// every feature and never import one.
const FEATURES = fs
  .readdirSync('web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const FEATURE_ZONES = [
  ...FEATURES.flatMap((target) =>
    FEATURES.filter((from) => from !== target).map((from) => ({
      target: `./web/features/${target}`,
      from: `./web/features/${from}`,
      message: `A feature does not import another (${from}): move the shared piece to web/entities/, or let the page compose the two.`,
    })),
  ),
  {
    target: './web/entities',
    from: './web/features',
    message: 'web/entities/ sits below the features: it never imports one.',
  },
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', 'server/db/migrations'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // No import cycles anywhere: a cycle makes module start-up order matter and hides a missing layer.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files imported are parsed too, to follow their imports: as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/web/**', 'node:*'], message: 'common/ is pure: no server, web or Node imports.' },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/web/**', 'react', 'react-*', '@mantine/*'], message: 'The server never imports web code.' },
      ]),
    },
  },
  {
    // One authorization check: outside policies/ code asks `authorize`/`can` (or reads `abilities`), and
    // never decides on a caller's role itself. policies/scopes.ts is the rules' SQL twin for lists.
    files: ['server/**/*.ts'],
    ignores: ['server/policies/**', 'server/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/web/**', 'react', 'react-*', '@mantine/*'], message: 'The server never imports web code.' },
        {
          group: ['**/policies/*', '!**/policies/authorize', '!**/policies/abilities', '!**/policies/scopes'],
          message:
            'Ask policies/authorize (can/authorize) for one row, policies/scopes for a list; the rules stay in policies/.',
        },
      ]),
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(superadmin|isOrgAdmin|accountType|userType)$/][object.name=/^(caller|user|me)$/]',
          message: 'A role check is a permission rule: ask can(caller, action, target) from policies/authorize.',
        },
        {
          selector: "MemberExpression[property.name='superadmin'][object.property.name='user']",
          message: 'A role check is a permission rule: ask can(caller, action, target) from policies/authorize.',
        },
      ],
    },
  },
  {
    // Routes declare and call: what reads or writes the database sits in lists/, queries/ and commands/. A route
    // may name a row's type.
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*', '**/db', 'drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Routes do not reach the database: call a list (lists/), a query (queries/) or a command.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict(WEB_PATTERNS),
      // Errors are told apart by their `code`; the English text may be reworded (common/api/error-codes.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='serverError']",
          message: 'Decide by the error code (hasErrorCode, translateError), never by the English text.',
        },
        {
          selector: "NewExpression[callee.name='XMLHttpRequest']",
          message: 'Send files through web/lib/upload-client.ts (progress, idle time-out, error codes).',
        },
        // One HTTP module (web/lib/api-client.ts) prefixes the API's base; the paths come from common/api/paths.ts
        // (fill a template's :params with apiPath), so the contract and the web app cannot drift apart.
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: "The API's base is added by web/lib/api-client.ts: name a path from common/api/paths.ts.",
        },
        {
          selector:
            "CallExpression:matches([callee.object.name='api'], [callee.name=/^(apiRequest|buildUrl)$/])[arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'Name the path from common/api/paths.ts (apiPath fills its :params), not a literal.',
        },
      ],
    },
  },
  {
    // Layers by direction: pages and the shell (header, user menu, new-project modal) sit above features,
    // features above components/ and lib/, which never reach up. Tests may render a page to check the whole.
    files: ['web/components/**/*.{ts,tsx}', 'web/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        ...WEB_PATTERNS,
        {
          group: ['**/features/**', '**/entities/**', '**/shell/**', '**/pages/**'],
          message: 'components/ and lib/ are below entities and features: they never import those, the shell or pages.',
        },
      ]),
    },
  },
  {
    // The one upload client, and the tests that drive a stand-in XMLHttpRequest.
    files: ['web/lib/upload-client.ts', 'web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The one place notifications are shown from, and the tests' clean-up of them.
    files: ['web/lib/notify.ts', 'web/test/setup.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['web/features/**/*.{ts,tsx}', 'web/entities/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing.{ts,tsx}', '**/test-support.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: FEATURE_ZONES }] },
  },
);
