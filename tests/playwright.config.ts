import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the portal against the real stack (API + workers + built shell and
 * sections), in Debian's Chromium. The stack runs on ports of its own (E2E_PORT_BASE, default
 * 4100: API 4100, shell 8180, sections 8181–8183).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4100);

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // one worker: two CPU cores are shared, and one test stops and restarts a section's server
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  // one folder per stack: runs of other people on other port bases never clean ours away
  outputDir: `../test-results/e2e-${base}`,
  use: {
    baseURL: `http://localhost:${base + 4080}`,
    headless: true,
    viewport: { width: 1280, height: 860 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
