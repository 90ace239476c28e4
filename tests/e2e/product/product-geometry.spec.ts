// The product page sells from its first screen. A first-time visitor (the consent banner open) sees
// the price, the purchase choice and Add to Cart without scrolling, on a phone and on a laptop, with the
// banner covering none of it; the fixed chrome (header and banner) keeps at most a quarter of a phone screen.
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';

const PRODUCTS = ['/product/lavender-oat-soap', '/product/ashwagandha-calm-capsules'];
const SCREENS = [
  {name: 'phone', width: 390, height: 844},
  {name: 'laptop', width: 1366, height: 900},
];

async function boxOf(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} (${screen.width}x${screen.height})`, () => {
    test.use({viewport: {width: screen.width, height: screen.height}});

    for (const path of PRODUCTS) {
      test(`${path}: price, bundle choice and Add to Cart are in the first screen, clear of the banner`, async ({
        page,
      }) => {
        await page.goto(path);
        const banner = page.getByRole('region', {name: 'Cookie consent'});
        await expect(banner).toBeVisible();
        const main = page.locator('#add-to-cart').getByRole('button', {name: 'Add to Cart'});
        const [button, bannerBox, price, bundles] = await Promise.all([
          boxOf(page, main),
          boxOf(page, banner),
          boxOf(page, page.getByText(/^Price: /).locator('..')),
          boxOf(page, page.getByRole('region', {name: 'Choose your bundle'})),
        ]);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(button.y).toBeGreaterThan(0);
        expect(button.y + button.height, 'Add to Cart ends above the consent banner').toBeLessThanOrEqual(
          bannerBox.y,
        );
        for (const [name, box] of [
          ['price', price],
          ['bundle choice', bundles],
        ] as const) {
          expect(box.y + box.height, `${name} ends above Add to Cart`).toBeLessThanOrEqual(button.y);
        }
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the fixed header and the consent banner cover at most a quarter of the screen', async ({page}) => {
    for (const path of ['/', '/product/lavender-oat-soap', '/shop']) {
      await page.goto(path);
      const banner = page.getByRole('region', {name: 'Cookie consent'});
      await expect(banner).toBeVisible();
      // Measured in the brand's fonts: until they arrive (font-display: swap) the banner's text can wrap
      // onto one more line in the fallback.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Every fixed or sticky element that is on screen, measured where the screen shows it.
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
          .filter((element) => element.checkVisibility({visibilityProperty: true, opacityProperty: true}))
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.bottom > 0 && box.top < window.innerHeight)
          // Nested fixed boxes (the header's own children) count once.
          .filter((box, index, boxes) =>
            boxes.every(
              (other, at) =>
                at === index || !(other.top <= box.top && other.bottom >= box.bottom && other.height > box.height),
            ),
          )
          .reduce(
            (sum, box) => sum + Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0),
            0,
          ),
      );
      expect(covered, path).toBeLessThanOrEqual(844 / 4);
    }
  });
});

test.describe('on a laptop', () => {
  test.use({viewport: {width: 1366, height: 900}});

  test('the gallery stays beside the buy box as the shopper reads on', async ({page}) => {
    await page.goto('/product/lavender-oat-soap');
    const gallery = page.getByRole('region', {name: 'Product images'});
    const before = await boxOf(page, gallery);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const after = await boxOf(page, gallery);
    const header = await boxOf(page, page.getByRole('banner'));
    expect(after.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(after.y).toBeLessThan(before.y);
    expect(after.y + after.height).toBeGreaterThan(0);
    // Still on screen, not scrolled away with the page.
    expect(after.y).toBeGreaterThan(before.y - 500 + 100);
  });
});

for (const screen of SCREENS) {
  test.describe(`the home page on a ${screen.name}`, () => {
    test.use({viewport: {width: screen.width, height: screen.height}});

    test('shows products in the first screen, above the consent banner', async ({page}) => {
      await page.goto('/');
      const banner = page.getByRole('region', {name: 'Cookie consent'});
      await expect(banner).toBeVisible();
      // The hero leads with the best sellers: pictures, names and prices, each a link to its page.
      const bestSellers = page.getByRole('list', {name: 'Best sellers'});
      await expect(bestSellers.getByRole('link')).toHaveCount(4);
      const first = bestSellers.getByRole('link').first();
      await expect(first).toHaveAttribute('href', /^\/product\//);
      await expect(first).toContainText('$');
      const [picture, title, bannerBox] = await Promise.all([
        boxOf(page, first.locator('img')),
        boxOf(page, first.locator('span').nth(1)),
        boxOf(page, banner),
      ]);
      expect(picture.y).toBeGreaterThan(0);
      expect(picture.y + picture.height, "the first product's picture ends above the banner").toBeLessThanOrEqual(
        bannerBox.y,
      );
      expect(title.y, "the first product's name starts above the banner").toBeLessThan(bannerBox.y);
    });
  });
}

test.describe('on a laptop (1366x900)', () => {
  test.use({viewport: {width: 1366, height: 900}});

  test("/shop's first row shows every card's name and price above the open consent banner", async ({page}) => {
    await page.goto('/shop');
    const banner = page.getByRole('region', {name: 'Cookie consent'});
    await expect(banner).toBeVisible();
    const bannerTop = (await boxOf(page, banner)).y;
    const cards = page.getByRole('main').getByRole('listitem').filter({has: page.getByRole('heading', {level: 2})});
    // The first row: four cards at this width.
    for (let index = 0; index < 4; index += 1) {
      const card = cards.nth(index);
      const name = await boxOf(page, card.getByRole('heading', {level: 2}));
      const price = await boxOf(page, card.getByText(/^\$\d+\.\d\d$/));
      expect(name.y + name.height, `card ${index + 1}'s name ends above the banner`).toBeLessThanOrEqual(bannerTop);
      expect(price.y + price.height, `card ${index + 1}'s price ends above the banner`).toBeLessThanOrEqual(bannerTop);
    }
  });
});
