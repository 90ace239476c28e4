// Hosted Auth behaviour as the shopper meets it: honest messages for each answer, password reset by
// email, and the shop's own sign-in throttle. Emails are read from the stack's mail catcher.
import {E2E_BASE_URL} from '../../../playwright.config';
import {expect, expectShopperNotice, test} from '../support/fixtures';
import {createConfirmedAccount, emailCount, emailTo} from '../support/mail';
import {submitAuth} from '../support/signIn';

// The browser logs each refused answer (400, 403, 422, 429) as a failed resource.
test.use({expectedConsoleErrors: [/status of 4(00|03|22|29)/]});

const unique = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@wildroot.test`;

test('signing up with a registered email reads like any sign-up and sends nothing', async ({page}) => {
  const before = await emailCount('shopper@wildroot.test');
  await page.goto('/auth?mode=signup');
  await submitAuth(page, 'Sign Up', 'shopper@wildroot.test', 'any-password-1');
  await expect(
    page.getByRole('status').filter({hasText: 'Account created successfully! Please check your email to confirm.'}),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await emailCount('shopper@wildroot.test')).toBe(before);
});

test('signing in before confirming asks to confirm and offers the email again', async ({page}, testInfo) => {
  const email = unique('unconfirmed', testInfo.project.name);
  const signUp = await page.request.post('/auth', {
    form: {intent: 'signup', email, password: 'not-yet-confirmed'},
    headers: {Origin: E2E_BASE_URL},
  });
  expect(signUp.status()).toBe(200);
  await emailTo(email, 'confirmation');

  await page.goto('/auth');
  await submitAuth(page, 'Login', email, 'not-yet-confirmed');
  await expect(page.getByRole('alert')).toContainText('Please confirm your email address first');
  await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();

  // Auth sends one email per address a minute and says so, but only for an address waiting for
  // confirmation: the page answers as it does for any address, and nothing more is sent.
  await page.getByRole('button', {name: 'Send the confirmation email again'}).click();
  await expect(
    page.getByRole('status').filter({hasText: 'If that address is waiting for confirmation, a new link is on its way.'}),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await emailCount(email)).toBe(1);
});

test('an unknown or mangled email link gets a page that offers a new one', async ({page}) => {
  const response = await page.goto('/auth/confirm?token_hash=0123456789abcdef&type=signup');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', {level: 1, name: 'This link no longer works'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Send a new confirmation link'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Ask for a new reset link'})).toHaveAttribute('href', '/auth/reset');
});

test('password reset: request, email link, new password, signed in; the old password no longer works', async ({page}, testInfo) => {
  test.slow();
  const email = unique('reset', testInfo.project.name);
  await createConfirmedAccount(email, 'the-old-password');

  await page.goto('/auth');
  await page.getByRole('link', {name: 'Forgot your password?'}).click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', {name: 'Send reset link'}).click();
  await expectShopperNotice(page, 'If an account exists for that email, a link to reset the password is on its way.');

  // supabase/templates/recovery.html, rendered as Auth renders it: to the shop's /auth/confirm, type recovery.
  const {link, linkText} = await emailTo(email, 'recovery');
  expect(linkText).toBe('Choose a new password');
  const confirm = new URL(link);
  expect(`${confirm.origin}${confirm.pathname}`).toBe(`${E2E_BASE_URL}/auth/confirm`);
  expect(confirm.searchParams.get('type')).toBe('recovery');
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/new-password$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Choose a new password'})).toBeVisible();
  await expectShopperNotice(page, 'Choose a new password for your account.');

  const main = page.getByRole('main');
  await main.getByLabel('New password', {exact: true}).fill('the-old-password');
  await main.getByLabel('Repeat the new password').fill('the-old-password');
  await page.getByRole('button', {name: 'Save new password'}).click();
  await expect(main.getByText('Your new password must be different from your current password.')).toBeVisible();

  await main.getByLabel('New password', {exact: true}).fill('a-brand-new-password');
  await main.getByLabel('Repeat the new password').fill('a-brand-new-password');
  await page.getByRole('button', {name: 'Save new password'}).click();
  await expect(page).toHaveURL(/\/$/);
  await expectShopperNotice(page, 'Your password has been changed.');
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', {name: 'Sign out'}).click();
  // Signed out for real before the next page: /auth sends a signed-in visitor home.
  await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', {level: 1, name: 'Login'})).toBeVisible();
  await submitAuth(page, 'Login', email, 'the-old-password');
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
  await submitAuth(page, 'Login', email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('a reset asked for an unknown address answers the same and sends nothing', async ({page}, testInfo) => {
  const email = unique('stranger', testInfo.project.name);
  await page.goto('/auth/reset');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', {name: 'Send reset link'}).click();
  await expectShopperNotice(page, 'If an account exists for that email, a link to reset the password is on its way.');
  expect(await emailCount(email)).toBe(0);
});

test('without a reset session, the new-password page sends the shopper to ask for a link', async ({page}) => {
  await page.goto('/auth/new-password');
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await expectShopperNotice(page, 'Your reset link has expired. Please ask for a new one.');
});
