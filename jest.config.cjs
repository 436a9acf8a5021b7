// Unit and component tests of every workspace (jsdom + @testing-library/react), compiled by @swc/jest.
const { INLINE_SCRIPTS } = require('./build/inline-script.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: '<rootDir>/jest/jsdom-environment.cjs',
  roots: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes', '<rootDir>/jest'],
  // host/server is the render server's Node code (its tests say @jest-environment node); jest/ holds the
  // repository's own layout tests (remote-layout.test.ts).
  testMatch: ['**/src/**/*.test.{ts,tsx}', '<rootDir>/host/server/**/*.test.ts', '<rootDir>/jest/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only packages used by the apps are compiled for jest too.
  transformIgnorePatterns: ['/node_modules/(?!(dompurify)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
    '\\.(svg|png|jpe?g|webp|gif)$': '<rootDir>/jest/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  // What the host's server build defines (build/create-webpack-config.cjs): the built inline scripts.
  globals: Object.fromEntries(Object.entries(INLINE_SCRIPTS).map(([name, { build }]) => [name, build()])),
  // npm test runs jest at the lowest CPU priority beside the browser tests (scripts/test.mjs): a test's time
  // bound says it hangs, not that the machine is busy. A file may set a longer one of its own.
  testTimeout: 60_000,
  clearMocks: true,
};
