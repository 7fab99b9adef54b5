import { defineConfig } from 'vitest/config';

/**
 * One runner for unit, integration and CLI tests (end-to-end browser tests run under Playwright).
 * Integration tests talk to the real MySQL and Redis that scripts/services.mjs ensures.
 */
export default defineConfig({
  test: {
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
      { test: { name: 'cli', include: ['cli/test/**/*.test.ts'], globalSetup: ['cli/test/global-setup.ts'], testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' } },
      {
        test: {
          name: 'portal',
          include: ['portal-*/test/**/*.test.{ts,tsx}', 'mfe-*/test/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
