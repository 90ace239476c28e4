// The cart page's extras, with JavaScript and without: the discount code, the free-shipping
// line, the empty cart's suggestions, the Subscribe & Save box posting with Add to Cart, and a listing's
// add that returns to its card.
import type {Page} from '@playwright/test';
import {addFromShopCard, expect, expectShopperNotice, test} from '../support/fixtures';
import {productFromApi, variantTitled} from '../support/product.helpers';

const SOAP = 'Lavender & Oat Cold Process Soap';

function summary(page: Page) {
  return page.getByRole('complementary', {name: 'Order summary'});
}

test.describe('discount code', () => {
  // The malformed code is answered 400, which the browser logs as a failed resource.
  test.use({expectedConsoleErrors: [/status of 400/]});

  test('a discount code applies, a wrong one says so, and Remove takes it off', async ({page}) => {
    test.slow();
    await addFromShopCard(page, SOAP);
    await page.goto('/cart');
    const total = page.getByTestId('cart-total');
    await expect(total).toHaveText('$12.00');

    const field = summary(page).getByRole('textbox', {name: 'Discount code'});
    await field.fill('wildroot10');
    await summary(page).getByRole('button', {name: 'Apply'}).click();
    await expectShopperNotice(page, ['Discount applied', 'wildroot10 is applied to your cart.']);
    await expect(summary(page).getByTestId('discount-code')).toContainText('wildroot10 applied');
    await expect(page.getByTestId('cart-discount')).toHaveText('−$1.20');
    await expect(total).toHaveText('$10.80');

    await summary(page).getByRole('button', {name: 'Remove discount code wildroot10'}).click();
    await expectShopperNotice(page, 'Discount removed');
    await expect(summary(page).getByTestId('discount-code')).toHaveCount(0);
    await expect(total).toHaveText('$12.00');

    await summary(page).getByRole('textbox', {name: 'Discount code'}).fill('NOTACODE');
    await summary(page).getByRole('button', {name: 'Apply'}).click();
    await expect(summary(page).getByText("NOTACODE isn't a valid discount code.")).toBeVisible();
    // A refused code is not kept on the cart.
    await expect(summary(page).getByTestId('discount-code')).toHaveCount(0);
    await expect(total).toHaveText('$12.00');

    // A code that cannot be one is refused next to the field.
    await summary(page).getByRole('textbox', {name: 'Discount code'}).fill('10% OFF!');
    await summary(page).getByRole('button', {name: 'Apply'}).click();
    await expect(
      summary(page).getByText('Discount codes use letters, numbers, dashes and underscores'),
    ).toBeVisible();
  });
});

test.describe('several discount codes', () => {
  // A refused code is answered 400 (the field's error), which the browser logs as a failed resource.
  test.use({expectedConsoleErrors: [/status of 400/]});

  test('a second code that does not apply leaves the first applied and says why beside the field', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    await addFromShopCard(page, SOAP);
    await page.goto('/cart');
    const total = page.getByTestId('cart-total');
    const field = summary(page).getByRole('textbox', {name: 'Discount code'});
    const apply = summary(page).getByRole('button', {name: 'Apply'});
    await field.fill('WILDROOT10');
    await apply.click();
    await expectShopperNotice(page, ['Discount applied', 'WILDROOT10 is applied to your cart.']);
    await expect(total).toHaveText('$10.80');

    for (const [code, reason] of [
      ['NOTACODE', "NOTACODE isn't a valid discount code."],
      ['WELCOME10', "WELCOME10 can't be combined with the discount already on your cart."],
    ] as const) {
      await summary(page).getByRole('textbox', {name: 'Discount code'}).fill(code);
      await summary(page).getByRole('button', {name: 'Apply'}).click();
      // Beside the field, with JavaScript and without; with it, a toast too.
      await expect(summary(page).getByText(reason)).toBeVisible();
      if (javaScriptEnabled) await expectShopperNotice(page, ['Discount not applicable', reason]);
      await expect(summary(page).getByTestId('discount-code')).toHaveText([/^WILDROOT10 applied/]);
      await expect(page.getByTestId('cart-discount')).toHaveText('−$1.20');
      await expect(total).toHaveText('$10.80');
    }
  });

  test('each code on the cart comes off on its own', async ({page}) => {
    test.slow();
    // Links put codes on an empty cart, where Shopify keeps them to judge once items come.
    await page.goto('/discount/WELCOME10?redirect=/shop');
    await page.goto('/discount/WILDROOT10?redirect=/shop');
    await addFromShopCard(page, SOAP);
    await page.goto('/cart');
    const codes = summary(page).getByTestId('discount-code');
    // Order discounts do not combine: the first applies, the second waits.
    await expect(codes).toHaveText([/^WELCOME10 applied/, /^WILDROOT10 can't be applied/]);
    await expect(page.getByTestId('cart-total')).toHaveText('$10.80');

    await summary(page).getByRole('button', {name: 'Remove discount code WELCOME10'}).click();
    await expectShopperNotice(page, 'Discount removed');
    await expect(codes).toHaveText([/^WILDROOT10 applied/]);
    await expect(page.getByTestId('cart-total')).toHaveText('$10.80');

    await summary(page).getByRole('button', {name: 'Remove discount code WILDROOT10'}).click();
    await expect(codes).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('$12.00');
  });
});

test.describe('free shipping', () => {
  // Quick quantity clicks resubmit the line's fetcher; the aborted request is logged, or reaches the page as
  // an unhandled rejection (cart.js-only.spec.ts).
  test.use({expectedConsoleErrors: [/^AbortError: signal is aborted without reason(?:\n|$)/]});

  test('the free-shipping line counts down to $50 and says when it is reached', async ({page}) => {
    test.slow();
    await addFromShopCard(page, SOAP);
    await page.goto('/cart');
    await expect(summary(page).getByTestId('free-shipping')).toContainText(
      "You're $38.00 away from free shipping",
    );
    await expect(
      summary(page).getByText('Taxes and shipping calculated at checkout'),
    ).toBeVisible();
    const line = page.getByTestId('cart-line').filter({hasText: SOAP});
    for (const quantity of ['2', '3', '4', '5']) {
      await line.getByRole('button', {name: /Increase quantity/}).click();
      await expect(line.getByLabel(/Quantity of Lavender/)).toHaveText(quantity);
    }
    await expect(summary(page).getByTestId('free-shipping')).toContainText(
      "You've unlocked free shipping",
    );
  });

  test('a code that takes the cart back under $50 says so on the free-shipping line', async ({
    page,
  }) => {
    test.slow();
    // $50.00 of soap: two lavender at $12.00 and two turmeric at $13.00.
    const add = async (handle: string) => {
      const product = await productFromApi(handle);
      const variant = variantTitled(product.variants.nodes, 'Standard / 1 Unit');
      const answer = await page.request.post('/cart', {
        form: {intent: 'add', merchandiseId: variant.id, quantity: '2'},
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
    };
    await add('lavender-oat-soap');
    await add('turmeric-orange-soap');
    await page.goto('/cart');
    const line = summary(page).getByTestId('free-shipping');
    await expect(line).toHaveText("You've unlocked free shipping");

    await summary(page).getByRole('textbox', {name: 'Discount code'}).fill('WILDROOT10');
    await summary(page).getByRole('button', {name: 'Apply'}).click();
    await expect(page.getByTestId('cart-total')).toHaveText('$45.00');
    await expect(line).toHaveText("You're $5.00 away from free shipping after your discount");
  });
});

test('an empty cart offers the categories and bestsellers to add', async ({page}) => {
  test.slow();
  await page.goto('/cart');
  const empty = page.getByTestId('empty-cart');
  await expect(empty).toContainText('Your cart is empty');
  await expect(
    empty.getByRole('navigation', {name: 'Shop by category'}).getByRole('link'),
  ).toHaveCount(6);
  await expect(empty.getByRole('link', {name: 'Artisan Soaps'})).toHaveAttribute(
    'href',
    '/artisan-soaps',
  );
  const bestsellers = empty.getByRole('region', {name: 'Bestsellers'});
  await expect(bestsellers.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('free-shipping')).toHaveCount(0);

  const first = bestsellers.getByRole('listitem').first();
  const title = (await first.getByRole('link').textContent())!.trim();
  await first.getByRole('button', {name: /^Add/}).click();
  await expectShopperNotice(page, ['Added to cart', `${title} has been added to your cart`]);
  await expect(page.getByTestId('cart-line').filter({hasText: title})).toBeVisible();
  // With a line in the cart, the row suggests what it does not hold yet.
  const pairs = page.getByRole('region', {name: 'Pairs well with'});
  await expect(pairs.getByRole('listitem')).toHaveCount(3);
  await expect(pairs).not.toContainText(title);
});

test('a ticked Subscribe & Save goes with Add to Cart, and the line names the pack', async ({
  page,
}) => {
  test.slow();
  const product = await productFromApi('lavender-oat-soap');
  const chosen = variantTitled(product.variants.nodes, 'Subscribe & Save / 2 Units');
  await page.goto('/product/lavender-oat-soap?bundle=bundle2');
  await page.getByRole('checkbox', {name: /Subscribe & Save/}).check();
  await page.getByRole('button', {name: 'Add to Cart'}).first().click();
  await expectShopperNotice(page, ['Added to cart', `2 × ${product.title} (Subscribe & Save)`]);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-pack')).toHaveText('Bundle of 2 · Subscribe & Save');
  await expect(line).toContainText(
    `$${Number(chosen.price.amount).toFixed(2)} per bundle · 2 items`,
  );
  await expect(page.getByTestId('cart-total')).toHaveText(
    `$${Number(chosen.price.amount).toFixed(2)}`,
  );
});

test('an add from a listing comes back to the card it was made from', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/shop');
  const cards = page.getByRole('article');
  const card = cards.nth(9);
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', {name: /Add to Cart/}).click();
  await expectShopperNotice(page, ['Added to cart', `${title} has been added to your cart`]);
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/shop#product-[\w-]+$/);
  if (javaScriptEnabled) await page.getByRole('button', {name: 'Close cart'}).click();
  // The card is on screen, below the fixed header, whichever way the page came back.
  await expect(cards.nth(9)).toBeInViewport({ratio: 0.5});
});

test.describe("the summary's place", () => {
  test('on a phone Checkout follows the line, in the first screen, before the suggestions', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await addFromShopCard(page, SOAP);
    await page.goto('/cart');
    const checkout = summary(page).getByRole('button', {name: 'Checkout'});
    const pairs = page.getByRole('region', {name: 'Pairs well with'});
    const [button, suggestions] = await Promise.all([checkout.boundingBox(), pairs.boundingBox()]);
    expect(button!.y + button!.height).toBeLessThanOrEqual(844);
    expect(suggestions!.y).toBeGreaterThan(button!.y);
  });

  test('on a laptop the summary is a column beside the line and the suggestions', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1366, height: 900});
    await addFromShopCard(page, SOAP);
    await page.goto('/cart');
    const pairs = page.getByRole('region', {name: 'Pairs well with'});
    const [side, suggestions] = await Promise.all([
      summary(page).boundingBox(),
      pairs.boundingBox(),
    ]);
    expect(side!.x).toBeGreaterThan(suggestions!.x + suggestions!.width);
    // Side by side from the top: the summary starts level with the cart's line, not below the suggestions.
    expect(side!.y).toBeLessThan(suggestions!.y);
  });
});
