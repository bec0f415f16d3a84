import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.test-data/e2e-${Date.now()}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
const geocoderPort = port + 30;
// Set once in the runner, inherited by the workers: where the journeys read the mails.
process.env.E2E_MAIL_DIR ??= `${process.cwd()}/.test-data/mail-${Date.now()}`;

/** Chromium comes from Debian; Playwright never downloads a browser here. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Two lanes share two cores: room for a slow moment, nothing for a passing test.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One browser at a time: two side by side on two cores were slower than one after the other
  // (ADR 040). The sweep is its own project, so it can run alone (`--project=sweep`).
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /a11y-sweep/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'sweep',
      testMatch: /a11y-sweep/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // A real SMTP server for the app's mails (mail-sink.mjs).
      command: 'node mail-sink.mjs',
      cwd: '.',
      port: smtpPort,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      // The address geocoder, answering every address (geocoder-stub.mjs).
      command: 'node geocoder-stub.mjs',
      cwd: '.',
      port: geocoderPort,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { GEOCODER_STUB_PORT: String(geocoderPort) },
    },
    {
      // The app as a person starts it: the built bundle, a fresh embedded database, demo data.
      command: 'node ../apps/api/dist/server.js',
      cwd: '.',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Payment return addresses are built from it: the same origin as the journeys.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        GEOCODER_URL: `http://127.0.0.1:${geocoderPort}/`,
      },
    },
  ],
});
