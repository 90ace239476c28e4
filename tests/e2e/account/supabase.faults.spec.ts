// The shop when the Supabase API fails: every page still answers in time in the shop's
// layout, the catalogue and the cart do not depend on it, each form says that nothing was saved and keeps
// what was typed, and nothing is half-written. Supabase's fault switch is the local stand-in's /__faults.
import type {APIRequestContext} from '@playwright/test';
import {expect, pageInTime, expectShopperNotice, storedRows, SUPABASE_URL, test} from '../support/fixtures';
import {signIn} from '../support/signIn';

test.describe.configure({mode: 'serial'});

const MODES = ['down', '500'] as const;
const PAGES = [
  '/',
  '/shop',
  '/product/calendula-hand-salve',
  '/auth',
  '/newsletter',
  '/data-sharing-opt-out',
];
const NEWSLETTER_NOT_SAVED =
  "We couldn't add you to the Wildroot Circle right now. Please try again in a moment.";
const OPT_OUT_NOT_SAVED =
  "We couldn't save your opt-out request right now, so it has not been submitted.";

async function setSupabaseFault(mode: (typeof MODES)[number] | null) {
  const response = await fetch(`${SUPABASE_URL}/__faults`, {
    method: mode ? 'PUT' : 'DELETE',
    headers: {'Content-Type': 'application/json'},
    body: mode ? JSON.stringify({mode}) : undefined,
  });
  expect(response.ok).toBe(true);
}

const html = (text: string) => text.replace(/'/g, '&#x27;');

/** Posts a form as a browser without JavaScript does, and reads the answer without following a redirect. */
async function postForm(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, {form, maxRedirects: 0});
  return {
    status: response.status(),
    page: await response.text(),
    setCookie: response.headers()['set-cookie'] ?? '',
  };
}

/** A form's answer while Supabase fails: 503 with the form's message, what was typed kept, no success. */
function expectNotSaved(
  answer: Awaited<ReturnType<typeof postForm>>,
  notSaved: string,
  kept: string[],
  success: string,
) {
  expect(answer.status).toBe(503);
  expect(answer.page).toContain(html(notSaved));
  for (const value of kept) expect(answer.page).toContain(value);
  expect(answer.page).not.toContain(success);
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.afterEach(async () => setSupabaseFault(null));

for (const mode of MODES) {
  test.describe(`Supabase ${mode}`, () => {
    test('every page answers in time in the shop’s layout; the product page keeps its Shopify copy', async ({
      request,
    }) => {
      test.slow();
      await setSupabaseFault(mode);
      for (const path of PAGES) {
        expect((await pageInTime(request, path)).status, path).toBe(200);
      }
      const product = await (await request.get('/product/calendula-hand-salve')).text();
      expect(product).toContain('Add to Cart');
      expect(product).toContain('Calendula Hand Salve');
    });

    test('the forms say nothing was saved, keep the input, and store nothing', async ({
      request,
    }) => {
      await setSupabaseFault(mode);
      const newsletterEmail = uniqueEmail('down-circle');
      const newsletter = await postForm(request, '/newsletter', {
        intent: 'subscribe',
        email: newsletterEmail,
        source: 'newsletter-page',
        redirectTo: '/newsletter',
      });
      expectNotSaved(
        newsletter,
        NEWSLETTER_NOT_SAVED,
        [`value="${newsletterEmail}"`],
        'Welcome to the Wildroot Circle!',
      );

      const optOutEmail = uniqueEmail('down-optout');
      const optOut = await postForm(request, '/data-sharing-opt-out', {
        intent: 'opt-out',
        firstName: 'Ana',
        lastName: 'Lopez',
        email: optOutEmail,
        state: 'Oregon',
        optOutSale: 'on',
      });
      expectNotSaved(
        optOut,
        OPT_OUT_NOT_SAVED,
        ['value="Ana"', 'value="Lopez"', `value="${optOutEmail}"`],
        'Your opt-out request has been submitted',
      );

      const login = await postForm(request, '/auth', {
        intent: 'login',
        email: 'admin@wildroot.test',
        password: 'wildroot-admin',
      });
      // The spec's fallback when the service gives no message of its own; 503, not a "wrong password" 400.
      expect(login.status).toBe(503);
      expect(login.page).toContain('value="admin@wildroot.test"');
      expect(login.page).toMatch(
        mode === 'down' ? /An error occurred/ : /upstream server|An error occurred/,
      );
      expect(login.setCookie).not.toMatch(/sb-[^=]+-auth-token=/);

      await setSupabaseFault(null);
      expect(await storedRows('newsletter_subscribers', newsletterEmail)).toEqual([]);
      expect(await storedRows('privacy_requests', optOutEmail)).toEqual([]);
    });
  });
}

test('Supabase down: the cart works, and a signed-in admin is sent to / as the spec says for a failed role check', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin@wildroot.test', 'wildroot-admin');
  await page.goto('/admin/product-copy-manager');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Product Copy Manager');

  await setSupabaseFault('down');
  await page.goto('/product/calendula-hand-salve');
  await page.getByRole('button', {name: 'Add to Cart'}).first().click();
  await expectShopperNotice(page, 'Added to cart');
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('Calendula Hand Salve');

  await page.goto('/admin/product-copy-manager');
  await expect(page).toHaveURL(/\/$/);
  const api = await page.request.get('/api/admin/overrides?_answer=data');
  expect(api.status()).toBeLessThan(500);
  expect(api.status()).toBeGreaterThanOrEqual(400);

  // Back up: the session survived the outage, so the admin does not have to sign in again.
  await setSupabaseFault(null);
  await page.goto('/admin/product-copy-manager');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Product Copy Manager');
});
