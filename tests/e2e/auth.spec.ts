import {expect, expectShopperNotice, test} from './fixtures';
import {submitAuth} from './signIn';

test('sign up, sign out, sign in again, and a signed-in visit to /auth lands on /', async ({page}, testInfo) => {
  test.slow();
  const email = `shopper-${testInfo.project.name}-${Date.now()}@wildroot.test`;
  const password = 'botanical-secret';

  await page.goto('/auth');
  await expect(page.getByRole('heading', {level: 1, name: 'Login'})).toBeVisible();
  await page.getByRole('link', {name: 'Sign Up', exact: true}).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Sign Up'})).toBeVisible();
  await submitAuth(page, 'Sign Up', email, password);

  await expect(page).toHaveURL(/\/$/);
  await expectShopperNotice(page, 'Account created successfully! Please check your email to confirm.');
  await expect(page.getByText(email)).toBeVisible();

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', {name: 'Sign out'}).click();
  await expect(page.getByRole('link', {name: 'Sign in'})).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  await page.getByRole('link', {name: 'Sign in'}).click();
  await submitAuth(page, 'Login', email, password);
  await expect(page).toHaveURL(/\/$/);
  await expectShopperNotice(page, 'Successfully logged in!');
  await expect(page.getByText(email)).toBeVisible();
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
