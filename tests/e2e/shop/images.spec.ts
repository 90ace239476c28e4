import {E2E_PORTS} from '../../../playwright.config';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';

// Product pictures come from the Storefront stand-in's CDN, an origin of its own as cdn.shopify.com is on a
// real store; the document's CSP must let them in. Any CSP violation is a console error, which fails a test.
const CDN_ORIGIN = `http://127.0.0.1:${E2E_PORTS.storefront + 1}`;

/** Loads every picture now (lazy ones too, even those not shown yet), then reports each one's source and size. */
async function loadedImages(page: Page) {
  const images = page.locator('main img');
  await images.evaluateAll((nodes) =>
    nodes.forEach((node) => ((node as HTMLImageElement).loading = 'eager')),
  );
  await expect
    .poll(() =>
      images.evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete)),
    )
    .toBe(true);
  return images.evaluateAll((nodes) =>
    nodes.map((node) => ({
      src: (node as HTMLImageElement).currentSrc,
      width: (node as HTMLImageElement).naturalWidth,
    })),
  );
}

for (const path of ['/shop', '/product/lavender-oat-soap']) {
  test(`every product picture on ${path} loads from the image CDN`, async ({page}) => {
    const fromCdn: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(CDN_ORIGIN) && response.ok()) fromCdn.push(response.url());
    });
    await page.goto(path);
    const images = await loadedImages(page);
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      expect(new URL(image.src).origin, image.src).toBe(CDN_ORIGIN);
      expect(image.width, image.src).toBeGreaterThan(0);
    }
    // Resized by the CDN (Shopify's width/height/crop parameters), not sent at full size.
    expect(fromCdn.some((url) => /[?&]width=\d+&height=\d+&crop=center/.test(url))).toBe(true);
  });
}

test('a picture from an origin the policy does not allow is refused, and the refusal fails the test', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/shop');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'http://127.0.0.1:9/not-allowed.png';
    document.body.append(image);
  });
  await expect
    .poll(() => consoleErrors.join('\n'))
    .toMatch(/violates the following Content Security Policy directive: "img-src/);
  // This test wanted the violation; the guard would otherwise (rightly) fail it.
  consoleErrors.length = 0;
});

test.describe('on a phone at twice the pixels', () => {
  test.use({viewport: {width: 390, height: 844}, deviceScaleFactor: 2});

  test('the product picture is fetched at the size it is drawn, not the screen’s width', async ({
    page,
  }) => {
    await page.goto('/product/lavender-oat-soap');
    const picture = page.locator('#product-image-1 img');
    await expect(picture).toBeVisible();
    const {drawn, fetched} = await picture.evaluate((node) => {
      const image = node as HTMLImageElement;
      return {
        drawn: image.getBoundingClientRect().width,
        fetched: Number(new URL(image.currentSrc).searchParams.get('width')),
      };
    });
    // The smallest candidate that covers the drawn size at 2× (candidates step by 200 px).
    expect(fetched).toBeGreaterThanOrEqual(drawn * 2);
    expect(fetched).toBeLessThan(drawn * 2 + 200);
  });
});
