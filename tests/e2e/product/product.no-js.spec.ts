// The product page's server-rendered text and links: checked once, without JavaScript.
import {expect, storefrontQuery, test} from '../support/fixtures';
import {productFromApi, variantTitled, usd, openSection, jsonLd} from '../support/product.helpers';

test.describe('the spec’s texts', () => {
  test('breadcrumb, title, NEW, rating, price and teaser', async ({page}) => {
    const product = await productFromApi('lavender-oat-soap');
    const response = await page.goto('/product/lavender-oat-soap');
    expect(response?.status()).toBe(200);

    const breadcrumb = page.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(breadcrumb.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', {name: 'Shop'})).toHaveAttribute('href', '/shop');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.title);
    // As the spec writes it: Home > Shop > title.
    await expect(breadcrumb).toHaveText(`Home>Shop>${product.title}`);
    await expect(page.getByRole('heading', {level: 1, name: product.title})).toBeVisible();
    await expect(page.getByText('NEW', {exact: true})).toBeVisible();
    await expect(page.getByText('Excellent 4.8 | 12,319 Customers')).toBeVisible();
    const standard = variantTitled(product.variants.nodes, 'Standard / 1 Unit');
    await expect(page.getByText(`Price: ${usd(standard.price.amount)}`)).toBeVisible();
    await expect(page.getByRole('link', {name: 'see more'})).toHaveAttribute('href', '#details');
    await expect(page.locator('#details')).toHaveCount(1);
  });

  test('bundles, Subscribe & Save and Add to Cart', async ({page}) => {
    await page.goto('/product/lavender-oat-soap');
    const bundles = [
      ['Buy 1', 'Try it out'],
      ['Bundle of 2', 'Perfect for you & a friend'],
      ['Bundle of 3', 'Best Value'],
    ] as const;
    for (const [label, caption] of bundles) {
      await expect(page.getByRole('link', {name: new RegExp(label)})).toContainText(caption);
    }
    await expect(page.getByRole('link', {name: /Buy 1/})).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', {name: /Bundle of 2/})).toContainText('MOST POPULAR');
    await expect(page.getByRole('link', {name: /Bundle of 3/})).toContainText(/Save \d+%/);
    await expect(page.getByText('Delivered every 30 days')).toBeVisible();
    const subscribe = page.getByRole('checkbox', {name: /Subscribe & Save/});
    await expect(subscribe).not.toBeChecked();
    await expect(page.getByText(/Save \$\d+\.\d{2} \(\d+%\)/)).toBeVisible();
    await expect(
      page.getByRole('region', {name: 'Quick Select Variants'}).getByRole('link'),
    ).toHaveCount(6);
    await expect(page.getByRole('button', {name: 'Add to Cart'})).toBeEnabled();
  });

  test('marketing blocks and the information sections', async ({page, javaScriptEnabled}) => {
    await page.goto('/product/lavender-oat-soap');
    for (const statistic of ['92%', '86%', '78%']) {
      await expect(page.getByText(statistic, {exact: true})).toBeVisible();
    }
    await expect(
      page.getByRole('region', {name: 'What our customers say'}).getByRole('listitem'),
    ).toHaveCount(3);
    const reasons = page.getByRole('region', {name: /^Why choose/}).getByRole('listitem');
    await expect(reasons.first()).toBeVisible();
    expect(await reasons.count()).toBeLessThanOrEqual(3);
    const comparison = page.getByRole('table', {name: 'Wildroot vs Others'});
    await expect(comparison.getByRole('columnheader', {name: 'Wildroot'})).toBeVisible();
    await expect(
      comparison.getByRole('rowheader', {name: '30-day money-back guarantee'}),
    ).toBeVisible();
    const promises = page.getByRole('list', {name: 'Our promises'});
    for (const claim of [
      '30-day money-back guarantee',
      'Free standard shipping over $50',
      'Ships in 1-2 business days',
      'Delivery in 3-7 business days',
    ]) {
      await expect(promises.getByText(claim)).toBeVisible();
    }

    const reviews = await openSection(page, 'Reviews (48)', javaScriptEnabled);
    await expect(reviews.getByText('4.9', {exact: true})).toBeVisible();
    await expect(reviews.getByRole('list', {name: 'Rating breakdown'})).toContainText('41');
    const shipping = await openSection(page, 'Shipping', javaScriptEnabled);
    await expect(shipping.getByText('We ship within the continental US only')).toBeVisible();
    await expect(shipping.getByRole('link', {name: 'shipping policy'})).toHaveAttribute(
      'href',
      '/shipping',
    );
    await expect(shipping.getByRole('link', {name: 'returns policy'})).toHaveAttribute(
      'href',
      '/returns',
    );
  });
});

test.describe('unknown products', () => {
  // Chromium reports the 404 document itself as a failed resource.
  test.use({expectedConsoleErrors: [/status of 404/]});

  for (const path of ['/product/no-such-product', '/product/-not-a-handle']) {
    test(`${path} answers 404 with a way back to the shop`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1, name: 'Product not found'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'Back to shop'})).toHaveAttribute('href', '/shop');
      // The layout stays: header navigation and footer.
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test('a product without ingredients shows the fallback notice', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/product/konjac-facial-sponge');
  const ingredients = await openSection(page, 'Ingredients', javaScriptEnabled);
  await expect(ingredients).toContainText(
    'The full ingredient list is printed on the product packaging.',
  );
});

test('You May Also Like lists 4 other products', async ({page}) => {
  await page.goto('/product/lavender-oat-soap');
  const related = page.getByRole('region', {name: 'You May Also Like'});
  const links = related.getByRole('link');
  await expect(links).toHaveCount(4);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? ''),
  );
  expect(new Set(hrefs).size).toBe(4);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
    expect(href).not.toBe('/product/lavender-oat-soap');
  }
  for (const price of await related.getByRole('listitem').locator('p').allTextContents()) {
    // The product card's price story: its price, and the minimum (SPEC.md 2) as "From" when it is lower.
    expect(price).toMatch(/^\$\d+\.\d{2}( · From \$\d+\.\d{2})?$/);
  }
});

test('the canonical link drops the query string; JSON-LD states facts only', async ({page}) => {
  const product = await productFromApi('lavender-oat-soap');
  const chosen = variantTitled(product.variants.nodes, 'Subscribe & Save / 3 Units');
  await page.goto('/product/lavender-oat-soap?bundle=bundle3&subscribe=1&image=2');
  const canonical = `${new URL(page.url()).origin}/product/lavender-oat-soap`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);

  const blocks = await jsonLd(page);
  const ld = blocks.find((block) => block['@type'] === 'Product');
  expect(ld).toBeDefined();
  expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|"review/i);
  expect(ld).toMatchObject({
    name: product.title,
    url: canonical,
    offers: {
      '@type': 'Offer',
      price: Number(chosen.price.amount).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  });
  expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
});

test('without JavaScript the sticky bar never shows', async ({page}) => {
  await page.goto('/product/lavender-oat-soap');
  await page.getByRole('heading', {name: 'You May Also Like'}).scrollIntoViewIfNeeded();
  await expect(page.getByRole('complementary', {name: 'Quick add to cart'})).toBeHidden();
  // Nor does an "Update" button: the Subscribe & Save box posts with Add to Cart.
  await expect(page.getByRole('button', {name: 'Update'})).toHaveCount(0);
});

test('without JavaScript the large image is a link to the full-size picture', async ({page, request}) => {
  const {product} = await storefrontQuery<{product: {images: {nodes: {url: string}[]}}}>(
    'query Images($handle: String!) { product(handle: $handle) { images(first: 10) { nodes { url } } } }',
    {handle: 'lavender-oat-soap'},
  );
  const urls = product.images.nodes.map((image) => image.url);
  expect(urls.length).toBeGreaterThan(1);
  await page.goto('/product/lavender-oat-soap');
  const gallery = page.getByRole('region', {name: 'Product images'});
  const links = gallery.getByRole('link', {name: /\(full size\)$/});
  // One per image, each to that image as Shopify serves it (no size or crop: the shown one is a crop).
  await expect(links).toHaveCount(urls.length);
  for (const [index, url] of urls.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', url);
  }
  const picture = await request.get(urls[0]!);
  expect(picture.ok()).toBe(true);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  await links.first().click();
  await expect(page).toHaveURL(urls[0]!);
});

test('a link to ?image=N opens the gallery at that image', async ({page}) => {
  await page.goto('/product/lavender-oat-soap?image=3');
  const gallery = page.getByRole('region', {name: 'Product images'});
  await expect(gallery.getByRole('link', {name: /^Show image 3 of 3/})).toHaveAttribute('aria-current', 'true');
  const track = gallery.getByRole('list').first();
  await expect
    .poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth))
    .toBeCloseTo(2, 1);
});
