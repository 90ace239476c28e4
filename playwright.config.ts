import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * Ports for the test run, apart from a developer's `npm start` on 3000/4100/54321.
 * E2E_PORT_OFFSET shifts them, so two checkouts can run their browser tests side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  app: 3210 + offset,
  storefront: 4210 + offset,
  supabase: 54421 + offset,
  /** Auth's mail catcher (Mailpit's API), where the journeys read confirmation and reset emails. */
  mail: 54424 + offset,
} as const;
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_PORTS.mail}`;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORTS.app}`;

/**
 * Debian's Chromium, never a downloaded browser. Its headless shell (package chromium-headless-shell) loads
 * pages about twice as fast as the full browser on a 2-core machine, so it is preferred when installed.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests never share state across a file (each has its own browser context and its own rows), so the two
  // workers split files too; otherwise the longest file decides the run's length.
  fullyParallel: true,
  workers: 2,
  // One retry: under heavy load workerd now and then reports 'Network connection lost' on a local-stack
  // request (a 500 the console fixture rightly fails on); a second failure is a real one.
  retries: 1,
  forbidOnly: true,
  timeout: 60_000,
  // Generous: the shared 2-core machine can be heavily loaded; assertions still wait for the real state.
  expect: {timeout: 20_000},
  // The second reporter lists the ten slowest tests at the end (under npm test, the runner prints it last).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/support/slowestTests.ts']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recorded on the retry of a failed test only: tracing every test (DOM snapshots and screenshots at each
    // step) to keep the failures' cost the whole suite a share of the machine's two cores.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'js',
      use: {...chromium, javaScriptEnabled: true},
      // *.no-js.spec.ts check server-rendered text (content pages, sitemap): once, without JavaScript, is
      // enough; hydration.js-only.spec.ts visits those pages with JavaScript for console errors.
      testIgnore: /\.(no-js|faults)\.spec\.ts$/,
    },
    {
      name: 'no-js',
      use: {...chromium, javaScriptEnabled: false},
      // Journeys that only exist with JavaScript (drawer focus, toasts) are named *.js-only.spec.ts.
      testIgnore: /\.(js-only|faults)\.spec\.ts$/,
    },
    {
      // Fault switches act on the shared Storefront and Supabase stand-ins, so these run last, after everything
      // else, and one at a time (the Supabase specs read the catalogue too).
      name: 'faults',
      use: {...chromium, javaScriptEnabled: true},
      testMatch: /\.faults\.spec\.ts$/,
      // One at a time: every fault spec flips the same switches.
      workers: 1,
      dependencies: ['js', 'no-js'],
    },
  ],
  webServer: {
    // The production build on mini-oxygen with a fresh local stack on its own ports and data.
    // exec: the shop is Playwright's own child (no shell between), so it notices when the runner is gone.
    command: 'exec node scripts/start.mjs --fresh-data',
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORTS.app),
      STOREFRONT_API_PORT: String(E2E_PORTS.storefront),
      SUPABASE_API_PORT: String(E2E_PORTS.supabase),
      SUPABASE_MAIL_PORT: String(E2E_PORTS.mail),
      LOCAL_DATA_DIR: '.local/e2e',
      // Auth's limits are a hosted project's by default (local/supabase-api/auth.test.ts proves them).
      // Here every browser test reaches Auth from one address (mini-oxygen gives every request the
      // loopback placeholder as buyer IP, which the app does not forward), so the per-IP buckets would be one
      // bucket for the whole run, the fuzz's hundreds of sign-ins included; and every journey that signs up
      // or resets a password uses the project-wide email cap (2 an hour). So the run raises them.
      GOTRUE_RATE_LIMIT_EMAIL_SENT: '100000',
      GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '100000',
      GOTRUE_RATE_LIMIT_VERIFY: '100000',
      GOTRUE_RATE_LIMIT_OTP: '100000',
    },
  },
});
