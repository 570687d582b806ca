import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['remote-member', 'remote-games', 'remote-agent', 'remote-cashier'];
/** The kernel's kits: shared modules of their own (shared-kernel/package.json `exports`). */
const kernelKits = ['money', 'upload', 'records', 'clipboard'];

/**
 * The site must run on iOS 12.4 Safari and Chrome 70, which have no BigInt, and it can be neither
 * transpiled nor polyfilled (a `10n` literal is a syntax error there). Money is integer cents in a number
 * (shared-kernel/src/format/money.ts: toCents, addCents, mulDivCents, formatCents). The sim and the tests
 * keep the same arithmetic, so the rule holds everywhere.
 */
const NO_BIGINT =
  'No BigInt: iOS 12.4 and Chrome 70 (the browser floor) lack it, and it cannot be transpiled or polyfilled. Hold money as integer cents in a number (shared-kernel/src/format/money.ts).';
const noBigIntSyntax = [
  { selector: 'Literal[bigint]', message: NO_BIGINT },
  { selector: 'TSBigIntKeyword', message: NO_BIGINT },
  // globalThis.BigInt, window.BigInt (a bare `BigInt` is no-restricted-globals').
  { selector: "MemberExpression[property.name='BigInt']", message: NO_BIGINT },
];

// Imports flow one way: kernel <- remotes/host; host and remotes meet only through federation.
const tests = ['**/*.test.{ts,tsx}', '**/testing/**'];
const boundary = (pkg) => {
  const forbidden = ['@mc/host', ...remotes.map((r) => `@mc/${r}`)].filter((p) => p !== `@mc/${pkg}`);
  const folders = ['host', ...remotes].filter((f) => f !== pkg).map((f) => `**/${f}/**`);
  const rule = (extra) => [
    'error',
    {
      patterns: [
        {
          group: [...forbidden, ...folders, ...extra],
          message: 'Packages meet only through federation and @mc/shared-kernel (platform-sim only in tests).',
        },
      ],
    },
  ];
  return [
    {
      files: [`${pkg}/src/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': rule(['@mc/platform-sim', '@mc/platform-sim/*']) },
    },
    { files: tests.map((t) => `${pkg}/src/${t}`), rules: { 'no-restricted-imports': rule([]) } },
  ];
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Production, tests, the sim, e2e and tooling alike (no-restricted-syntax is set again, with these
    // selectors, wherever a later block sets it for its own files).
    files: ['**/*.{ts,tsx,cjs,mjs,js}'],
    rules: {
      'no-restricted-syntax': ['error', ...noBigIntSyntax],
      'no-restricted-globals': ['error', { name: 'BigInt', message: NO_BIGINT }],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mc/*', '@mc/shared-kernel', '@mc/shared-kernel/*'],
              message: 'The kernel never imports an app; its core imports itself by relative path.',
            },
          ],
        },
      ],
    },
  },
  {
    // A kit (`@mc/shared-kernel/<kit>`) is a shared module of its own: it reaches the core only by the
    // package's name, so the page keeps one core (one API client, one session); a relative path out of its
    // folder would bundle a second copy of the core into it.
    files: kernelKits.map((kit) => `shared-kernel/src/${kit}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mc/*', '!@mc/shared-kernel', '!@mc/shared-kernel/*'],
              message: 'The kernel never imports an app.',
            },
            { group: ['../*'], message: 'A kit reaches the kernel core through @mc/shared-kernel only.' },
          ],
        },
      ],
    },
  },
  {
    files: tests.map((t) => `shared-kernel/src/${t}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mc/*', '!@mc/shared-kernel', '!@mc/platform-sim'],
              message: 'The kernel never imports an app.',
            },
          ],
        },
      ],
    },
  },
  ...['host', ...remotes].flatMap(boundary),
  {
    files: ['platform-sim/src/**/*.ts', 'tooling/**/*', 'e2e/**/*'],
    rules: { 'no-console': 'off' },
  },
  {
    // The host's layout (or the standalone shell) is each page's one main landmark; screens are its content.
    files: ['remote-*/src/**/*.tsx', 'host/src/features/**/*.tsx', 'shared-kernel/src/ui/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noBigIntSyntax,
        {
          selector: "JSXOpeningElement[name.name='main']",
          message: "A screen renders inside the layout's <main>: use a div or section.",
        },
      ],
    },
  },
  {
    // Journeys take `test` from the fixture that fails them on any Content-Security-Policy violation.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './support/test' (it checks the CSP)." }] },
      ],
    },
  },
);
