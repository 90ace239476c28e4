import {expect, test} from './fixtures';

/** The whole cart journey through plain forms: it must work with JavaScript off and on. */
test('add from a card, change quantity, check out on the stand-in, and start afresh', async ({page}) => {
  await page.goto('/shop');
  const card = page.getByRole('listitem').filter({has: page.getByRole('heading', {name: 'Lavender & Oat Cold Process Soap'})});
  await card.getByRole('button', {name: /Add to Cart/}).click();

  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId('notice')).toContainText('Added to cart');
  await expect(page.getByTestId('notice')).toContainText(
    'Lavender & Oat Cold Process Soap has been added to your cart',
  );
  await expect(page.getByRole('link', {name: 'Cart, 1 item'})).toBeVisible();

  await page.getByRole('link', {name: 'Cart, 1 item'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Your Cart'})).toBeVisible();
  const line = page.getByRole('listitem').filter({hasText: 'Lavender & Oat Cold Process Soap'});
  await expect(line).toContainText('Standard / 1 Unit');
  const unitPrice = (await line.getByText(/each$/).textContent())!.replace(' each', '');

  await line.getByRole('button', {name: /Increase quantity/}).click();
  await expect(page.getByLabel(/Quantity of Lavender/)).toHaveText('2');
  await expect(page.getByRole('link', {name: 'Cart, 2 items'})).toBeVisible();
  const expectedTotal = `$${(Number(unitPrice.replace('$', '')) * 2).toFixed(2)}`;
  await expect(page.getByTestId('cart-total')).toHaveText(expectedTotal);

  const checkout = page.getByRole('link', {name: 'Checkout'});
  await expect(checkout).toHaveAttribute('href', /channel=online_store/);
  await checkout.click();
  await expect(page.getByText('Lavender & Oat Cold Process Soap')).toBeVisible();
  await page.getByRole('button', {name: 'Place test order'}).click();
  await expect(page.getByText('Thank you for your order')).toBeVisible();

  await page.getByRole('link', {name: 'Continue shopping'}).click();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Checkout'})).toBeDisabled();
});

test('decreasing to zero removes the line; remove empties the cart', async ({page}) => {
  await page.goto('/body-care');
  await page.getByRole('button', {name: /Add to Cart/}).first().click();
  await page.goto('/cart');
  await page.getByRole('button', {name: /Decrease quantity/}).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  await page.goto('/body-care');
  await page.getByRole('button', {name: /Add to Cart/}).first().click();
  await page.goto('/cart');
  await page.getByRole('button', {name: /^Remove/}).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Cart, 0 items'})).toBeVisible();
});

test('a forged cart request gets a 400 and a message, not a crash', async ({request}) => {
  const response = await request.post('/cart', {
    form: {intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: '1'},
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain('Cart creation failed');
});
