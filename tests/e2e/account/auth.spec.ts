import {E2E_BASE_URL} from '../../../playwright.config';
import {expect, expectShopperNotice, test} from '../support/fixtures';
import {emailTo} from '../support/mail';
import {submitAuth} from '../support/signIn';

test.describe('the sign-up journey', () => {
  // With JavaScript the browser logs the used link's 403 document as a failed resource.
  test.use({expectedConsoleErrors: [/status of 403/]});

test('sign up, confirm by the emailed link (signed in), sign out, sign in again, and a signed-in visit to /auth lands on /', {tag: '@smoke'}, async ({page}, testInfo) => {
  test.slow();
  const email = `shopper-${testInfo.project.name}-${Date.now()}@wildroot.test`;
  const password = 'botanical-secret';

  await page.goto('/auth');
  await expect(page.getByRole('heading', {level: 1, name: 'Login'})).toBeVisible();
  await page.getByRole('link', {name: 'Sign Up', exact: true}).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Sign Up'})).toBeVisible();
  await submitAuth(page, 'Sign Up', email, password);

  // Confirmation is on (as on a hosted project): no session yet, the shopper is asked to read their email.
  await expect(page.getByRole('status').filter({hasText: 'Account created successfully! Please check your email to confirm.'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();

  // The link is supabase/templates/confirmation.html's, rendered as Auth renders it: the shop's configured
  // origin (the redirect URL it sent), its /auth/confirm, the token hash and the type.
  const {link, linkText} = await emailTo(email, 'confirmation');
  expect(linkText).toBe('Confirm my email address');
  const confirm = new URL(link);
  expect(`${confirm.origin}${confirm.pathname}`).toBe(`${E2E_BASE_URL}/auth/confirm`);
  expect(confirm.searchParams.get('type')).toBe('signup');
  expect(confirm.searchParams.get('token_hash')).toMatch(/^pkce_[0-9a-f]{56}$/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expectShopperNotice(page, 'Your email is confirmed. Welcome to Wildroot Botanicals!');
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', {level: 1, name: 'This link no longer works'})).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.');

  await page.getByRole('link', {name: 'Sign in'}).click();
  // The expired-link page has an email field of its own (to send a new link): wait for the Login form.
  await expect(page.getByRole('heading', {level: 1, name: 'Login'})).toBeVisible();
  await submitAuth(page, 'Login', email, password);
  await expect(page).toHaveURL(/\/$/);
  await expectShopperNotice(page, 'Successfully logged in!');
  await expect(page.getByText(email)).toBeVisible();
});
});

test.describe('a refused sign-in', () => {
  // With JavaScript the browser logs the action's 400 answer as a failed resource.
  test.use({expectedConsoleErrors: [/status of 400/]});

  test("a wrong password shows the service's message and keeps the email", async ({page}) => {
    await page.goto('/auth');
    await submitAuth(page, 'Login', 'shopper@wildroot.test', 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
    await expect(page.getByLabel('Email')).toHaveValue('shopper@wildroot.test');
    await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
  });
});

test('the server checks the form too: short passwords and bad emails get a 400 with the message', async ({request}) => {
  const short = await request.post('/auth', {form: {intent: 'login', email: 'shopper@wildroot.test', password: '123'}});
  expect(short.status()).toBe(400);
  expect(await short.text()).toContain('Password must be at least 6 characters');

  const blank = await request.post('/auth', {form: {intent: 'signup', email: '', password: ''}});
  expect(blank.status()).toBe(400);
  expect(await blank.text()).toContain('Email is required');
});
