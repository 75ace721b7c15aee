// Lint: typescript-eslint's recommended rules, React hooks rules, and the layer boundaries of docs/architecture.md#layers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { URL, fileURLToPath } from 'node:url';

const restrict = (patterns) => ['error', { patterns }];
const noMockOrTest = { group: ['**/mock/**', '**/test/**'], message: 'src/ never imports mock/ or test/.' };
const noUmi = { group: ['umi-request'], message: 'Only lib/request imports umi-request.' };
const upper = ['@/state/*', '@/features/*', '@/app/*', '@/components/*'];
const ui = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  'antd-mobile',
  'antd-mobile/*',
  'jotai',
  'jotai/*',
  'ahooks',
];
const libRule = {
  group: [...upper, ...ui],
  message: 'lib/ is framework-free: nothing from features/, state/, app/, components/, and no UI library.',
};
/** api/ imports only lib/request, lib/load-more, rules/ and other api modules (relative). */
const apiRule = {
  regex:
    '^(@/(?!(lib/(request|load-more)|rules)(/|$))|\\.\\./|(react|react-dom|react-router-dom|antd-mobile|jotai|ahooks)(/|$))',
  message: 'api/ imports only lib/request, lib/load-more, rules/ and other api modules.',
};
/** rules/ are pure functions the client and the mock (run as it is, without the app's aliases) both apply. */
const rulesRule = {
  regex: '^(?!\\./)',
  message: 'rules/ imports nothing but other rules/ modules, relatively (the mock loads them as they are).',
};
const noFeatureOrApp = {
  group: ['@/features/*', '@/app/*'],
  message: 'A feature never imports another feature or app/ (use relative imports inside one); combine them in app/.',
};
/** Inside a feature, relative imports stay in its folder: `../x` would reach another feature (or a layer: use @/). */
const noLeavingFeature = {
  group: ['../*'],
  message: 'A feature imports only its own files relatively: another feature never, a layer through @/.',
};
const stateRule = {
  group: ['@/features/*', '@/app/*', '@/components/*'],
  message: 'state/ holds atoms over api/ and lib/: no features/, app/ or components/.',
};

/** Import boundaries of docs/architecture.md#layers, one merged rule per layer (a later rule would replace an earlier one). */
function boundaries() {
  const tests = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
  return [
    { files: ['src/**'], rules: { 'no-restricted-imports': restrict([noMockOrTest, noUmi]) } },
    {
      files: ['src/api/**'],
      ignores: tests,
      rules: { 'no-restricted-imports': restrict([noMockOrTest, noUmi, apiRule]) },
    },
    { files: ['src/rules/**'], ignores: tests, rules: { 'no-restricted-imports': restrict([rulesRule]) } },
    {
      files: ['src/lib/**'],
      ignores: tests,
      rules: { 'no-restricted-imports': restrict([noMockOrTest, noUmi, libRule]) },
    },
    {
      files: ['src/lib/request/**'],
      ignores: tests,
      rules: { 'no-restricted-imports': restrict([noMockOrTest, libRule]) },
    },
    {
      files: ['src/features/**'],
      rules: { 'no-restricted-imports': restrict([noMockOrTest, noUmi, noFeatureOrApp, noLeavingFeature]) },
    },
    {
      files: ['src/state/**'],
      ignores: tests,
      rules: { 'no-restricted-imports': restrict([noMockOrTest, noUmi, stateRule]) },
    },
    {
      files: ['src/components/**'],
      rules: { 'no-restricted-imports': restrict([noMockOrTest, noUmi, noFeatureOrApp]) },
    },
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-output/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (route modules excepted).' },
      ],
    },
  },
  // Route modules default-export their page; config files default-export their config.
  {
    files: ['src/**/*-page.tsx', 'src/i18n/**', '*.config.ts', '*.config.js', 'vitest.*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...boundaries(),
  // No import cycles in the app or the mock (the `@/` alias resolved as Vite resolves it).
  {
    files: ['src/**/*.{ts,tsx}', 'mock/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**'],
    ignores: ['src/lib/wechat/**', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'wx', message: 'Only lib/wechat touches wx.' },
        { name: 'WeixinJSBridge', message: 'Only lib/wechat touches WeixinJSBridge.' },
        { name: 'localStorage', message: 'Only lib/storage touches localStorage.' },
      ],
    },
  },
);
