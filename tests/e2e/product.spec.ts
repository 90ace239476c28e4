import type {Locator, Page} from '@playwright/test';
import {expect, shopperNotice, storefrontQuery, test} from './fixtures';

interface ApiVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: {amount: string};
}

async function productFromApi(handle: string) {
  const {product} = await storefrontQuery<{
    product: {title: string; variants: {nodes: ApiVariant[]}};
  }>(
    `query Product($handle: String!) {
      product(handle: $handle) {
        title
        variants(first: 20) { nodes { id title availableForSale price { amount } } }
      }
    }`,
    {handle},
  );
  return product;
}

function variantTitled(variants: ApiVariant[], title: string) {
  const variant = variants.find((candidate) => candidate.title === title);
  if (!variant) throw new Error(`no variant ${title}`);
  return variant;
}

const usd = (amount: string) => `$${Number(amount).toFixed(2)}`;

/**
 * One of the four information sections: a tab panel with JavaScript (after choosing its tab), a section
 * with a heading without it.
 */
async function openSection(page: Page, name: string, javaScriptEnabled: boolean): Promise<Locator> {
  if (!javaScriptEnabled) return page.getByRole('region', {name, exact: true});
  await page.getByRole('tab', {name, exact: true}).click();
  return page.getByRole('tabpanel', {name, exact: true});
}

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const mainCartForm = (page: Page) => page.locator('main form[action="/cart"]').first();

test.describe('the spec’s texts', () => {
  test('breadcrumb, title, NEW, rating, price and teaser', async ({page}) => {
    const product = await productFromApi('lavender-oat-soap');
    const response = await page.goto('/product/lavender-oat-soap');
    expect(response?.status()).toBe(200);

    const breadcrumb = page.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(breadcrumb.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', {name: 'Shop'})).toHaveAttribute('href', '/shop');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.title);
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

test('Bundle of 3 with Subscribe & Save selects that variant, shows its price and adds it', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // four page loads without JavaScript on a shared machine
  const product = await productFromApi('lavender-oat-soap');
  const chosen = variantTitled(product.variants.nodes, 'Subscribe & Save / 3 Units');
  await page.goto('/product/lavender-oat-soap');

  await page.getByRole('link', {name: /Bundle of 3/}).click();
  await expect(page).toHaveURL(/[?&]bundle=bundle3/);
  await expect(page.getByRole('link', {name: /Bundle of 3/})).toHaveAttribute(
    'aria-current',
    'true',
  );

  const subscribe = page.getByRole('checkbox', {name: /Subscribe & Save/});
  await subscribe.click();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Update'}).click();
  await expect(page).toHaveURL(/[?&]subscribe=1/);
  await expect(page).toHaveURL(/[?&]bundle=bundle3/);
  await expect(subscribe).toBeChecked();

  await expect(page.getByText(`Price: ${usd(chosen.price.amount)}`)).toBeVisible();
  await expect(page.getByRole('link', {name: /^Subscribe & Save \/ 3 Units/})).toHaveAttribute(
    'aria-current',
    'true',
  );
  const form = mainCartForm(page);
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form.locator('input[name="merchandiseId"]')).toHaveValue(chosen.id);
  const fields = await form
    // responseMode=json is added only once JavaScript runs (the cart then answers JSON, not a redirect).
    .locator('input[type="hidden"]:not([name="responseMode"])')
    .evaluateAll((inputs) =>
      Object.fromEntries(
        inputs.map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
      ),
    );
  expect(fields).toEqual({
    intent: 'add',
    merchandiseId: chosen.id,
    quantity: '1',
    redirectTo: expect.stringMatching(/^\/product\/lavender-oat-soap\?/),
    title: product.title,
    variantTitle: chosen.title,
    bundleQuantity: '3',
    subscribe: '1',
  });
  await expect(form.getByRole('button', {name: 'Add to Cart'})).toBeEnabled();

  // Unticking returns to the Standard bundle of 3.
  await subscribe.click();
  if (!javaScriptEnabled) await page.getByRole('button', {name: 'Update'}).click();
  await expect(page).not.toHaveURL(/subscribe=1/);
  const standard = variantTitled(product.variants.nodes, 'Standard / 3 Units');
  await expect(page.getByText(`Price: ${usd(standard.price.amount)}`)).toBeVisible();
  await expect(form.locator('input[name="subscribe"]')).toHaveCount(0);
});

test('Add to Cart adds the bundle variant and stays on the product page', async ({page, javaScriptEnabled}) => {
  test.slow();
  const product = await productFromApi('lavender-oat-soap');
  await page.goto('/product/lavender-oat-soap?bundle=bundle2&subscribe=1');
  await page.getByRole('button', {name: 'Add to Cart'}).click();
  const notice = shopperNotice(page);
  await expect(notice).toContainText('Added to cart');
  await expect(notice).toContainText(`2 × ${product.title} (Subscribe & Save)`);
  await expect(page).toHaveURL(/\/product\/lavender-oat-soap\?bundle=bundle2&subscribe=1$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // With JavaScript the cart drawer opened after the add; close it to look at the page again.
  if (javaScriptEnabled) await page.getByRole('button', {name: 'Close cart'}).click();
  await expect(page.getByRole('link', {name: /Bundle of 2/})).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('a sold-out variant chosen with Quick Select shows Out of Stock', async ({page}) => {
  test.slow();
  await page.goto('/product/charcoal-tea-tree-soap');
  await expect(page.getByRole('button', {name: 'Add to Cart'})).toBeEnabled();
  await page.getByRole('link', {name: /^Subscribe & Save \/ 3 Units/}).click();
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  await expect(page.getByRole('button', {name: 'Out of Stock'})).toBeDisabled();
  await expect(page.getByRole('button', {name: 'Add to Cart'})).toHaveCount(0);
  // Quick Select sets the bundle and the subscribe flag from the variant.
  await expect(page.getByRole('link', {name: /Bundle of 3/})).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('checkbox', {name: /Subscribe & Save/})).toBeChecked();
});

test('an entirely sold-out product is Out of Stock', async ({page}) => {
  await page.goto('/product/wild-rose-clay-soap');
  await expect(page.getByRole('button', {name: 'Out of Stock'})).toBeDisabled();
  await expect(page.getByRole('button', {name: 'Add to Cart'})).toHaveCount(0);
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

test('markup in a title or description is shown as text and never runs', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const product = await productFromApi('oat-honey-soap-ends');
  await page.goto('/product/oat-honey-soap-ends');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(product.title);
  await expect(page.getByText('<script>alert(1)</script>', {exact: false})).toBeVisible();
  await expect(page.getByText('<img src=x onerror="alert(2)">', {exact: false})).toBeVisible();
  await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
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
    expect(price).toMatch(/^\$\d+\.\d{2}$/);
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

test('thumbnails switch the large image through ?image=N', async ({page}) => {
  test.slow();
  await page.goto('/product/lavender-oat-soap');
  const second = page.getByRole('link', {name: /^Show image 2 of 3/});
  await expect(page.getByRole('link', {name: /^Show image 1 of 3/})).toHaveAttribute(
    'aria-current',
    'true',
  );
  await second.click();
  await expect(page).toHaveURL(/[?&]image=2/);
  await expect(second).toHaveAttribute('aria-current', 'true');
  const largeAlt = await page
    .getByRole('region', {name: 'Product images'})
    .locator('img')
    .first()
    .getAttribute('alt');
  expect(await second.getAttribute('aria-label')).toContain(largeAlt ?? 'missing');
});

test.describe('with JavaScript', () => {
  test.skip(({javaScriptEnabled}) => !javaScriptEnabled, 'enhancements that need JavaScript');

  test('the tabs work with the keyboard', async ({page}) => {
    await page.goto('/product/lavender-oat-soap');
    const details = page.getByRole('tab', {name: 'Product Details'});
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await details.focus();
    await page.keyboard.press('ArrowRight');
    const ingredients = page.getByRole('tab', {name: 'Ingredients'});
    await expect(ingredients).toBeFocused();
    await expect(ingredients).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', {name: 'Ingredients'})).toContainText('Olea Europaea');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', {name: 'Shipping'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(details).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('choices keep the scroll position and the sticky bar follows the main button', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/product/lavender-oat-soap');
    const sticky = page.getByRole('complementary', {name: 'Quick add to cart'});
    await expect(page.getByRole('tab', {name: 'Product Details'})).toBeVisible();
    await expect(sticky).toBeHidden();

    const bundle2 = page.getByRole('link', {name: /Bundle of 2/});
    await bundle2.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await bundle2.click();
    await expect(bundle2).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByRole('heading', {name: 'You May Also Like'}).scrollIntoViewIfNeeded();
    await expect(sticky).toBeVisible();
    await expect(sticky.getByRole('button', {name: 'Add to Cart'})).toBeEnabled();
    await expect(sticky.locator('input[name="bundleQuantity"]')).toHaveValue('2');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(sticky).toBeHidden();
  });
});

test('without JavaScript the sticky bar never shows', async ({page, javaScriptEnabled}) => {
  test.skip(javaScriptEnabled, 'the bar needs JavaScript to know where the main button is');
  await page.goto('/product/lavender-oat-soap');
  await page.getByRole('heading', {name: 'You May Also Like'}).scrollIntoViewIfNeeded();
  await expect(page.getByRole('complementary', {name: 'Quick add to cart'})).toBeHidden();
  await expect(page.getByRole('button', {name: 'Update'})).toBeVisible();
});
