import type {BrowserContext} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {ALL, NONE, consentBanner as banner, saveMarketingOnly} from '../support/consentBanner';
import {expect, test} from '../support/fixtures';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The stored `cookieConsent` cookie, decoded, or undefined when there is none. */
async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((one) => one.name === 'cookieConsent');
  return cookie
    ? {record: JSON.parse(decodeURIComponent(cookie.value)) as unknown, cookie}
    : undefined;
}

async function setConsent(context: BrowserContext, value: string) {
  await context.addCookies([{name: 'cookieConsent', value, url: E2E_BASE_URL}]);
}

test.describe('consent banner', () => {
  test('shows on every page until a choice exists; Accept All stores everything for 12 months', {tag: '@smoke'}, async ({
    page,
    context,
  }) => {
    // Six page loads: on the shared 2-core machine that can pass the default 60 s.
    test.slow();
    for (const path of ['/', '/about', '/product/lavender-oat-soap', '/data-sharing-opt-out']) {
      await page.goto(path);
      await expect(banner(page), path).toBeVisible();
    }
    await page.goto('/about');
    const before = Date.now() / 1000;
    await banner(page).getByRole('button', {name: 'Accept All'}).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/about$/);

    // The banner hides as the choice is sent; the cookie comes with the answer.
    await expect.poll(async () => (await consentCookie(context))?.record).toEqual(ALL);
    const stored = await consentCookie(context);
    expect(stored?.cookie.path).toBe('/');
    expect(stored?.cookie.sameSite).toBe('Lax');
    expect(stored?.cookie.expires).toBeGreaterThan(before + YEAR_SECONDS - 120);
    expect(stored?.cookie.expires).toBeLessThan(before + YEAR_SECONDS + 600);

    // The server reads the choice: no banner in the HTML of the next page, so it never flashes.
    const html = await (await page.request.get('/shop')).text();
    expect(html).not.toContain('Cookie consent');
    await page.goto('/faq');
    await expect(banner(page)).toHaveCount(0);
  });

  test('Reject All keeps only required cookies', async ({page, context}) => {
    await page.goto('/faq');
    await banner(page).getByRole('button', {name: 'Reject All', exact: true}).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(context))?.record).toEqual(NONE);
  });

  test('the close X is Reject All', async ({page, context}) => {
    await page.goto('/faq');
    await banner(page).getByRole('button', {name: 'Close (Reject All)'}).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(context))?.record).toEqual(NONE);
  });

  test('Manage preferences shows the categories and Save Preferences stores the ticked ones', async ({
    page,
    context,
  }) => {
    await page.goto('/faq');
    const region = banner(page);
    await expect(region.getByRole('button', {name: 'Save Preferences'})).toBeHidden();
    await region.getByText('Manage preferences', {exact: true}).click();

    await expect(region.getByRole('button', {name: 'Save Preferences'})).toBeVisible();
    await expect(region.getByRole('button', {name: 'Accept All'})).toBeHidden();
    const required = region.getByRole('checkbox', {name: /^Required/});
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
    for (const name of [/^Personalization/, /^Analytics/, /^Marketing/]) {
      await expect(region.getByRole('checkbox', {name})).not.toBeChecked();
    }
    await region.getByRole('checkbox', {name: /^Analytics/}).check();
    await region.getByRole('checkbox', {name: /^Personalization/}).check();
    await region.getByRole('button', {name: 'Save Preferences'}).click();

    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await consentCookie(context))?.record).toEqual({
      ...NONE,
      analytics: true,
      personalization: true,
    });
  });

  test('Cookie Settings in the footer removes the choice and brings the banner back', async ({
    page,
    context,
  }) => {
    await setConsent(context, encodeURIComponent(JSON.stringify(ALL)));
    await page.goto('/about');
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', {name: 'Cookie Settings'}).click();
    await expect(banner(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    expect(await consentCookie(context)).toBeUndefined();
  });

  test('the cookie policy’s Cookie Settings button does the same', async ({page, context}) => {
    await setConsent(context, encodeURIComponent(JSON.stringify(NONE)));
    await page.goto('/cookies');
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('button', {name: 'Cookie Settings'}).click();
    await expect(banner(page)).toBeVisible();
    await expect(page).toHaveURL(/\/cookies$/);
    expect(await consentCookie(context)).toBeUndefined();
  });

  test('a malformed cookie is ignored: the banner asks again', async ({page, context}) => {
    await setConsent(context, encodeURIComponent(JSON.stringify({...ALL, required: false})));
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    await setConsent(context, 'accepted');
    await page.goto('/faq');
    await expect(banner(page)).toBeVisible();
  });

  test('the banner does not cover the header', async ({page}) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const bar = await banner(page).boundingBox();
    expect(header && bar && bar.y >= header.y + header.height).toBe(true);
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'FAQ', exact: true})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: 'FAQ'})).toBeVisible();
  });
});

test.describe('with Global Privacy Control', () => {
  test.use({extraHTTPHeaders: {'Sec-GPC': '1'}});

  test('the banner says GPC is honoured and Accept All keeps marketing off', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await expect(banner(page).getByTestId('gpc-notice')).toContainText(
      'Global Privacy Control signal is honoured',
    );
    await banner(page).getByText('Manage preferences', {exact: true}).click();
    await expect(banner(page).getByRole('checkbox', {name: /^Marketing/})).not.toBeChecked();
    await banner(page).getByText('Manage preferences', {exact: true}).click();

    await banner(page).getByRole('button', {name: 'Accept All'}).click();
    await expect(banner(page)).toHaveCount(0);
    // With JavaScript the banner hides at once and the cookie arrives with the action's answer.
    await expect.poll(async () => (await consentCookie(context))?.record).toEqual({...ALL, marketing: false});
  });

  test('an explicit Marketing tick in Save Preferences still counts', async ({page, context}) => {
    await page.goto('/about');
    await saveMarketingOnly(page);
    await expect.poll(async () => (await consentCookie(context))?.record).toEqual({...NONE, marketing: true});
  });
});

for (const viewport of [
  {width: 1280, height: 900},
  {width: 390, height: 844},
]) {
  test(`at ${viewport.width} px, before a cookie choice, back to top sits above the banner and works`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const button = page.getByRole('link', {name: 'Back to top'});
    await expect(button).toBeVisible();
    await expect(banner(page)).toBeVisible();
    const [link, bar] = await Promise.all([button.boundingBox(), banner(page).boundingBox()]);
    expect(link!.y + link!.height).toBeLessThanOrEqual(bar!.y);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}

for (const viewport of [
  {width: 390, height: 844},
  {width: 1280, height: 900},
]) {
  test(`at ${viewport.width} px, every control of the open banner is a target of at least 24 × 24 px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/about');
    await banner(page).getByText('Manage preferences', {exact: true}).click();
    await expect(banner(page).getByRole('button', {name: 'Save Preferences'})).toBeVisible();
    // The Cookie Policy link sits inside a sentence, which WCAG 2.5.8 exempts; every other control counts.
    const controls = banner(page).locator('button:visible, input:not([type="hidden"]), summary');
    const sizes = await controls.evaluateAll((elements) =>
      elements.map((element) => {
        const {width, height} = element.getBoundingClientRect();
        const name =
          element.getAttribute('aria-label') ||
          element.closest('label')?.querySelector('span > span')?.textContent ||
          element.textContent?.trim();
        return {name, width: Math.floor(width), height: Math.floor(height)};
      }),
    );
    // Reject All, Save Preferences, Close, Manage preferences and the four category checkboxes.
    expect(sizes).toHaveLength(8);
    expect(sizes.filter(({width, height}) => width < 24 || height < 24)).toEqual([]);
  });
}

test.describe('back to top', () => {
  test.beforeEach(async ({context}) => {
    await setConsent(context, encodeURIComponent(JSON.stringify(NONE)));
  });

  test('shows after 300 px of scrolling and goes back to the top', async ({page}) => {
    await page.goto('/privacy');
    const button = page.getByRole('link', {name: 'Back to top'});
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('at the end of a page on a phone it covers none of the footer\'s lines or controls', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const button = page.getByRole('link', {name: 'Back to top'});
    await expect(button).toBeVisible();
    const own = await button.boundingBox();
    if (!own) throw new Error('the button has no box');
    const covered = await page
      .getByRole('contentinfo')
      .locator('a, button, p, li')
      .evaluateAll(
        (elements, box) =>
          elements
            .map((element) => ({text: element.textContent?.trim(), rect: element.getBoundingClientRect()}))
            .filter(
              ({rect}) =>
                rect.width > 0 &&
                rect.x < box.x + box.width &&
                rect.x + rect.width > box.x &&
                rect.y < box.y + box.height &&
                rect.y + rect.height > box.y,
            )
            .map(({text}) => text),
        own,
      );
    expect(covered).toEqual([]);
  });

  test('every navigation starts at the top of the page', async ({page}) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: 'Shipping Policy', exact: true})
      .click();
    await expect(page).toHaveURL(/\/shipping$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Shipping Policy'})).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
