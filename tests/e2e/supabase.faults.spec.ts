// The shop when the Supabase API fails (issue 8, "Faults"): every page still answers in time in the shop's
// layout, the catalogue and the cart do not depend on it, each form says that nothing was saved and keeps
// what was typed, and nothing is half-written. Supabase's fault switch is the local stand-in's /__faults.
import {expect, shopperNotice, storedRows, SUPABASE_URL, test} from './fixtures';
import {signIn} from './signIn';

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
const BOUND_MS = 12_000;
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
        const started = Date.now();
        const response = await request.get(path, {timeout: 30_000});
        const elapsed = Date.now() - started;
        const body = await response.text();
        expect(elapsed, `${path} answered after ${elapsed} ms`).toBeLessThan(BOUND_MS);
        expect(response.status(), path).toBe(200);
        expect(body, path).toContain('Skip to content');
        expect(body, path).toContain('Made in the USA');
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
      const newsletter = await request.post('/newsletter', {
        form: {
          intent: 'subscribe',
          email: newsletterEmail,
          source: 'newsletter-page',
          redirectTo: '/newsletter',
        },
        maxRedirects: 0,
      });
      expect(newsletter.status()).toBe(503);
      const newsletterPage = await newsletter.text();
      expect(newsletterPage).toContain(html(NEWSLETTER_NOT_SAVED));
      expect(newsletterPage).toContain(`value="${newsletterEmail}"`);
      expect(newsletterPage).not.toContain('Welcome to the Wildroot Circle!');

      const optOutEmail = uniqueEmail('down-optout');
      const optOut = await request.post('/data-sharing-opt-out', {
        form: {
          intent: 'opt-out',
          firstName: 'Ana',
          lastName: 'Lopez',
          email: optOutEmail,
          state: 'Oregon',
          optOutSale: 'on',
        },
        maxRedirects: 0,
      });
      expect(optOut.status()).toBe(503);
      const optOutPage = await optOut.text();
      expect(optOutPage).toContain(html(OPT_OUT_NOT_SAVED));
      for (const kept of ['value="Ana"', 'value="Lopez"', `value="${optOutEmail}"`])
        expect(optOutPage).toContain(kept);
      expect(optOutPage).not.toContain('Your opt-out request has been submitted');

      const login = await request.post('/auth', {
        form: {intent: 'login', email: 'admin@wildroot.test', password: 'wildroot-admin'},
        maxRedirects: 0,
      });
      // The spec's fallback when the service gives no message of its own; 503, not a "wrong password" 400.
      expect(login.status()).toBe(503);
      const loginPage = await login.text();
      expect(loginPage).toContain('value="admin@wildroot.test"');
      expect(loginPage).toMatch(
        mode === 'down' ? /An error occurred/ : /upstream server|An error occurred/,
      );
      expect(login.headers()['set-cookie'] ?? '').not.toMatch(/sb-[^=]+-auth-token=/);

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
  await expect(shopperNotice(page)).toContainText('Added to cart');
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('Calendula Hand Salve');

  await page.goto('/admin/product-copy-manager');
  await expect(page).toHaveURL(/\/$/);
  const api = await page.request.get('/api/admin/overrides', {
    headers: {Accept: 'application/json'},
  });
  expect(api.status()).toBeLessThan(500);
  expect(api.status()).toBeGreaterThanOrEqual(400);

  // Back up: the session survived the outage, so the admin does not have to sign in again.
  await setSupabaseFault(null);
  await page.goto('/admin/product-copy-manager');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Product Copy Manager');
});
