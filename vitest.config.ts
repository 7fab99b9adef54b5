import { defineConfig } from 'vitest/config';

/**
 * One runner for unit, integration and CLI tests (end-to-end browser tests run under Playwright).
 * Integration tests talk to the real MySQL and Redis that scripts/services.mjs ensures.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      { test: { name: 'core', include: ['core/test/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['api/test/**/*.test.ts', 'workers/test/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'cli',
          include: ['cli/test/**/*.test.ts'],
          globalSetup: ['cli/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      // Run alone by scripts/test.mjs, last: it clones, installs and builds everything.
      {
        test: {
          name: 'start',
          include: ['tests/start/**/*.test.ts'],
          testTimeout: 25 * 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'portal',
          include: ['portal-*/test/**/*.test.{ts,tsx}', 'mfe-*/test/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
