// Unit tests (*.spec.ts, beside the code), component tests (*.spec.tsx in apps and web-kit, React Testing Library
// in jsdom), integration tests (*.int-spec.ts, under services/*/test),
// browser tests (e2e/*.e2e.ts, Chromium against the built system) and resilience tests
// (resilience/*.resilience.ts, faults injected into the running system).
// ESM throughout (NestJS 12 is ESM-only): run with NODE_OPTIONS=--experimental-vm-modules (npm test does).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'es6' },
  },
];

// React components (apps and web-kit): TSX with the automatic JSX runtime, in jsdom.
const swcTsx = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  // Sources import siblings as './x.js' (nodenext); map them back to the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  // Integration and browser suites start real processes in beforeAll.
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,tools}/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'component',
      testEnvironment: 'jsdom',
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      transform: { '^.+\\.tsx?$': swcTsx },
      testMatch: ['<rootDir>/apps/**/*.spec.tsx', '<rootDir>/libs/web-kit/**/*.spec.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tools/testing/component-setup.js'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/*/test/**/*.int-spec.ts', '<rootDir>/tools/*/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/tools/testing/global-setup.js',
      globalTeardown: '<rootDir>/tools/testing/global-teardown.js',
    },
    {
      ...common,
      // Faults against the whole running system (npm run test:resilience; a quick subset in npm test).
      displayName: 'resilience',
      testTimeout: 300_000,
      testMatch: ['<rootDir>/resilience/**/*.resilience.ts'],
      globalSetup: '<rootDir>/tools/testing/global-setup.js',
      globalTeardown: '<rootDir>/tools/testing/global-teardown.js',
    },
    {
      ...common,
      displayName: 'browser',
      // A browser step may wait out a slow screenshot (see e2e/support/browser.ts) on a loaded CI machine.
      testTimeout: 60_000,
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.js',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.js',
    },
  ],
};
