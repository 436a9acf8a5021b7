import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import renderSafe from './eslint/render-safe-globals.mjs';
import importCycle from './eslint/no-import-cycle.cjs';

// The project's own rules, one plugin.
const niec = { rules: { ...renderSafe.rules, 'no-import-cycle': importCycle.noImportCycle } };

// Layout rules (docs/architecture.md#overview, "Boundaries"): a remote imports only its own files and @niec/shared's public
// entry; never another remote, the host, or shared's sources.
const boundaries = {
  patterns: [
    {
      group: ['**/remotes/*', '**/remotes/**', '@niec/content', '@niec/scholarship', '@niec/careers', '@niec/shop'],
      message: 'A remote never imports another remote.',
    },
    { group: ['**/host/**', '@niec/host'], message: 'Remotes never import the host.' },
    {
      group: ['**/shared/src/**', '@niec/shared/src/**'],
      message: "Import '@niec/shared' (its public entry) instead.",
    },
    { group: ['dompurify'], message: "Use sanitizeHtml / SafeHtml from '@niec/shared/html'." },
  ],
};

// 'react-router-dom' is shared as a slim module (build/react-router-dom-shared.mjs): only these names exist.
const ROUTER_EXPORTS = [
  'Await',
  'createBrowserRouter',
  'matchRoutes',
  'useLoaderData',
  'useRevalidator',
  'UNSAFE_DataRouterContext',
  'RouterProvider',
  'Link',
  'NavLink',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'matchPath',
  'LinkProps',
  'NavLinkProps',
  'Location',
  'To',
  'SetURLSearchParams',
  'URLSearchParamsInit',
  'NavigateOptions',
  'LoaderFunction',
  'LoaderFunctionArgs',
  'RouteObject',
];
const routerPath = (allowImportNames) => ({
  name: 'react-router-dom',
  allowImportNames,
  message: 'Only declarative routing is shared (build/react-router-dom-shared.mjs); add the name there first.',
});
const noRouterCore = { name: 'react-router', message: "Import from 'react-router-dom'." };
const routerPaths = [routerPath(ROUTER_EXPORTS), noRouterCore];
// The routes' server facts (access, query keys, cards, sitemap) stay out of the browser: a page reads `@niec/shared/routes`.
const serverRouteFacts = {
  name: '@niec/shared/routes/server',
  message: "Only the render server reads the routes' server facts; a page uses '@niec/shared/routes'.",
};
// Tests mount pages with renderRoute/routeElement (@niec/shared/testing), the one place that builds a MemoryRouter.
const testingKitRouterPaths = [routerPath([...ROUTER_EXPORTS, 'MemoryRouter', 'Routes', 'Route']), noRouterCore];

// Logs are in English, in the spec's style (docs/architecture.md#where-things-live-in-a-remote): a console.error/warn whose
// first argument is a string or template starting with 'Gagal' is an Indonesian log line.
const consoleErrorOrWarn = "CallExpression[callee.object.name='console'][callee.property.name=/^(error|warn)$/]";
const englishLogs = "Log in English ('Error fetching <API noun>', 'Checkout failed'); 'Gagal …' is for visible text.";

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/**',
      'local-api/data/**',
      'coverage/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...boundaries, paths: [...routerPaths, serverRouteFacts] }] },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/remotes/**', '@niec/content', '@niec/scholarship', '@niec/careers', '@niec/shop'],
              message: 'The host loads remotes only through Module Federation.',
            },
            boundaries.patterns[2],
            boundaries.patterns[3],
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths }] },
  },
  {
    // The lazily loaded entries of @niec/shared (package.json exports) are bundled apart from the main entry: a
    // relative import of a main-entry module would load a second copy of it (another page-meta context, another
    // store). They take the main entry's things from '@niec/shared', the shared singleton.
    files: [
      'shared/src/{lists,forms,html,dates,share,master,drafts}/**/*.{ts,tsx}',
      'shared/src/api/submit.ts',
      'shared/src/cart/cart-store.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [{ group: ['../*'], message: "Import the main entry's modules from '@niec/shared'." }],
        },
      ],
    },
  },
  {
    // Logs in English ('Error fetching artikel kategori': the English phrase and the API's noun); Indonesian is for
    // what the visitor sees.
    files: ['host/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `${consoleErrorOrWarn}[arguments.0.value=/^Gagal/]`, message: englishLogs },
        { selector: `${consoleErrorOrWarn}[arguments.0.quasis.0.value.raw=/^Gagal/]`, message: englishLogs },
      ],
    },
  },
  {
    // Pages and the shell render on the server too: no browser-only globals during render (decision 005).
    files: ['host/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    // The browser's entry modules run only in the browser (the server's entry is host/src/render/entry.ts), and
    // so do the inline scripts the build makes of host/src/early-input/ (build/inline-script.cjs).
    ignores: [
      '**/*.test.{ts,tsx}',
      'shared/src/testing/**',
      'host/src/bootstrap.tsx',
      'host/src/config-request.ts',
      'host/src/early-input/**',
    ],
    plugins: { niec },
    rules: { 'niec/no-browser-globals-in-render': 'error' },
  },
  {
    // No import cycles anywhere, `import type` included (docs/architecture.md, "Boundaries").
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { niec },
    rules: { 'niec/no-import-cycle': 'error' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ignores: ['local-api/src/browser/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // local-api's stand-ins of third-party browser scripts (captcha, payment popup): classic scripts.
    files: ['local-api/src/browser/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'shared/src/testing/**', 'jest.setup.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['remotes/*/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...boundaries, paths: routerPaths }] },
  },
  {
    files: ['shared/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths }] },
  },
  {
    files: ['shared/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: testingKitRouterPaths }] },
  },
  {
    files: ['local-api/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    // Fastify handlers are async by convention even when they do not await.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  prettier,
);
