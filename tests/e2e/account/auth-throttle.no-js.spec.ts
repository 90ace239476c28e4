// The shop's own sign-in throttle, as a shopper meets it: wrong passwords from one address slow down, then
// sign-in pauses for that email, even with the right password. Once, without JavaScript: the throttle is the
// server's (it waits the real Retry-After each time, about 35 s), and the page that says so is plain HTML.
// The same message with JavaScript is the auth form's ordinary error path (auth-email.spec.ts).
import {E2E_BASE_URL} from '../../../playwright.config';
import {expect, test} from '../support/fixtures';
import {createConfirmedAccount} from '../support/mail';
import {submitAuth} from '../support/signIn';

// The browser logs each refused answer (429) as a failed resource.
test.use({expectedConsoleErrors: [/status of 429/]});

const unique = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@wildroot.test`;

test('repeated failed sign-ins slow down, then pause sign-in for that email, even with the right password', async ({page}, testInfo) => {
  test.slow();
  const email = unique('locked', testInfo.project.name);
  const password = 'the-right-password';
  await createConfirmedAccount(email, password);

  // Wrong passwords as fast as the shop allows, from one shopper address (Oxygen's buyer IP header).
  const slowDowns: string[] = [];
  let locked = '';
  for (let attempt = 1; attempt <= 20 && !locked; attempt += 1) {
    const response = await page.request.post('/auth', {
      form: {intent: 'login', email, password: `wrong-${attempt}`},
      headers: {Origin: E2E_BASE_URL, 'oxygen-buyer-ip': '203.0.113.99'},
      maxRedirects: 0,
    });
    const text = await response.text();
    if (response.status() === 400) {
      expect(text).toContain('Invalid login credentials');
      continue;
    }
    expect(response.status(), `attempt ${attempt}`).toBe(429);
    const retryAfter = Number(response.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    if (retryAfter > 60) {
      locked = text;
      break;
    }
    expect(text).toContain(`Too many sign-in attempts. Please wait ${retryAfter} second`);
    slowDowns.push(text);
    await page.waitForTimeout(retryAfter * 1000 + 100);
  }
  expect(slowDowns.length, 'the shop slowed down before it paused').toBeGreaterThan(0);
  expect(locked).toContain('sign-in is paused for 15 minutes');

  await page.goto('/auth');
  await submitAuth(page, 'Login', email, password);
  await expect(page.getByRole('alert')).toContainText(
    'Too many failed sign-in attempts. For your security, sign-in is paused for 15 minutes.',
  );
  await expect(page.getByRole('alert').getByRole('link', {name: 'Reset your password'})).toHaveAttribute('href', '/auth/reset');
  await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
});
