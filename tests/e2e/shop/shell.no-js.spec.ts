// The shop's shell in the server's HTML: the home page's sections and products, the banner, navigation, footer and notices,
// the small-screen menu (a <details>) and the 404 page. Without JavaScript only: the markup is the same with it,
// and the JavaScript side of these pages (client navigation, Escape on the menu, no console errors after
// hydration) is covered by hydration.js-only.spec.ts and the axe visits in a11y.js-only.spec.ts.
import {HELP_AND_LEGAL_PAGES} from '../support/contentPages';
import {expect, storefrontQuery, test} from '../support/fixtures';

const FOOTER_LINKS = [
  '/shop',
  '/artisan-soaps',
  '/skincare',
  '/supplements',
  '/about',
  '/contact',
  '/shipping',
  '/returns',
  '/faq',
  '/security',
  '/privacy',
  '/terms',
  '/accessibility',
];

test('the home page lists the catalogue’s products in the server HTML', async ({page}) => {
  const {products} = await storefrontQuery<{
    products: {nodes: {title: string; handle: string; description: string}[]};
  }>('{ products(first: 20, sortKey: BEST_SELLING) { nodes { title handle description } } }');
  expect(products.nodes.length).toBe(20);

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1, name: 'Elevate Your Beauty From Within'})).toBeVisible();

  const grid = page.getByRole('region', {name: 'Our Signature Collection'});
  await expect(grid.getByRole('listitem')).toHaveCount(20);
  await expect(grid.getByRole('heading', {level: 3})).toHaveText(products.nodes.map((p) => p.title));
  const hrefs = await grid.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(products.nodes.map((p) => `/product/${p.handle}`));
  const prices = await grid.getByRole('listitem').locator('p').allTextContents();
  expect(prices).toHaveLength(20);
  // The price, and "From" the lowest when a variant (Subscribe & Save) costs less.
  for (const price of prices) expect(price).toMatch(/^\$\d+\.\d{2}( · From \$\d+\.\d{2})?$/);

  // The cards' loader data is a summary (app/features/catalogue/productCard.ts): no description reaches the document.
  // Each is looked for by its longest run of characters that no HTML or JSON escaping changes.
  const html = (await response?.text()) ?? '';
  for (const {description} of products.nodes) {
    const plain = description.split(/[^A-Za-z0-9 ,.]/).reduce((a, b) => (b.length > a.length ? b : a));
    expect(plain.length).toBeGreaterThan(30);
    expect(html).not.toContain(plain);
  }
});

test('the home page has the feature section and the brand story, in the spec’s order', async ({page}) => {
  await page.goto('/');
  const features = page.getByRole('region', {name: 'Nourish Your Skin, Nurture Your Soul'});
  await expect(features.getByRole('listitem').getByRole('heading', {level: 3})).toHaveText([
    'Pure botanical ingredients',
    'Handcrafted in small batches',
    '100% cruelty-free and vegan',
    'Dermatologist-approved formulations',
  ]);
  const story = page.getByRole('region', {name: 'Where Nature Meets Luxury'});
  // 'Learn More' as the spec says; screen readers and search engines also hear where it goes.
  await expect(story.getByRole('link', {name: 'Learn More about our story'})).toHaveAttribute('href', '/about');
  await story.getByRole('link', {name: 'Learn More'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Our Story'})).toBeVisible();

  await page.goto('/');
  const headings = await page.getByRole('main').getByRole('heading', {level: 2}).allTextContents();
  expect(headings).toEqual([
    'Nourish Your Skin, Nurture Your Soul',
    'Where Nature Meets Luxury',
    'Our Signature Collection',
    expect.stringContaining('Wildroot Circle'),
  ]);
});

test('the shell carries the banner, navigation, footer links and notices', async ({page}) => {
  await page.goto('/');
  await expect(page.getByText('Free shipping on orders over $50 | Fast worldwide delivery')).toBeVisible();

  const nav = page.getByRole('navigation', {name: 'Main'});
  for (const name of ['Home', 'Shop', 'Collections', 'Our Story', 'FAQ']) {
    await expect(nav.getByRole('link', {name, exact: true})).toBeVisible();
  }
  const account = nav.getByRole('link', {name: /My Account/});
  await expect(account).toHaveAttribute('target', '_blank');
  await expect(account).toHaveAttribute('href', /\/account$/);
  await expect(nav.getByRole('link', {name: /^Cart, 0 items$/})).toHaveAttribute('href', '/cart');

  const footer = page.getByRole('contentinfo');
  for (const href of FOOTER_LINKS) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  for (const social of ['Instagram', 'Facebook', 'Pinterest', 'TikTok']) {
    await expect(footer.getByRole('link', {name: new RegExp(`^${social}`)})).toBeVisible();
  }
  await expect(footer.getByText('Made in the USA')).toBeVisible();
  await expect(footer.getByText(/not been evaluated by the Food and Drug Administration/)).toBeVisible();
  await expect(footer.getByText(/© 2025 Wildroot Botanicals/)).toBeVisible();
});

test.describe('small screens', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('no page scrolls sideways on a phone', async ({page}) => {
    test.slow();
    const paths = ['/', '/shop', '/collections', '/body-care', '/product/lavender-oat-soap', '/cart', '/auth'];
    for (const path of [...paths, ...HELP_AND_LEGAL_PAGES]) {
      await page.goto(path);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths, path).toEqual([390, 390]);
    }
  });

  test('the slide-out menu opens and shows every link plus My Account', async ({page}) => {
    await page.goto('/');
    const desktopNav = page.getByRole('navigation', {name: 'Main'}).getByRole('list').first();
    await expect(desktopNav).toBeHidden();
    await page.locator('summary', {hasText: 'Menu'}).click();
    // Each link on screen, not just rendered: the panel runs the full height of the viewport.
    const menu = page.locator('details[open]');
    for (const name of ['Home', 'Shop', 'Collections', 'Our Story', 'FAQ', 'My Account']) {
      await expect(menu.getByRole('link', {name: new RegExp(`^${name}`)})).toBeInViewport({ratio: 1});
    }
    expect((await menu.locator('> div:not([data-menu-backdrop])').boundingBox())?.height).toBe(844);
    await expect(menu.getByRole('link', {name: /^My Account/})).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', {name: 'Our Story'})).toHaveAttribute('href', '/about');
  });
});

test.describe('unknown paths', () => {
  // Chromium reports the 404 document itself as a failed resource.
  test.use({expectedConsoleErrors: [/status of 404/]});

  test('answer 404 with the spec’s texts and a way home', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', {name: 'Return to Home'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Elevate Your Beauty From Within'})).toBeVisible();
  });
});
