import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is evaluated in the runner and again in every worker: choose the port and data directory once, in
// the runner, and hand them to the workers through the environment they inherit.
if (!process.env.MOSAICO_E2E_PORT) {
  process.env.MOSAICO_E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  process.env.MOSAICO_E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'mosaico-e2e-'));
}
const port = Number(process.env.MOSAICO_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Generous limits: on a 2-core CI machine two browsers, the server and its embedded database share the cores, and
  // a journey that takes 20 s alone has been seen at 60 s there. A limit is a hang detector, not a speed test
  // (speed is measured by `npm run bench`).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: {
    // The built app (npm test builds before running these), on a free port with a fresh data directory.
    command: `node ${path.resolve(import.meta.dirname, '../apps/api/dist/server.js')}`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.MOSAICO_E2E_DATA_DIR ?? '',
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Journeys sign in and sign up many times from one address; the limits have their own API tests.
      RATE_LIMIT_ENABLED: 'false',
    },
  },
});
