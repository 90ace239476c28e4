import type {Page} from '@playwright/test';
import {addFromShopCard, expect, test} from '../support/fixtures';

const SOAP = 'Lavender & Oat Cold Process Soap';

function drawer(page: Page) {
  return page.getByRole('dialog', {name: /Your Cart/});
}

/** Adds the soap from its card on /shop and returns the cart drawer, which the add opened. */
async function addSoapAndOpenDrawer(page: Page) {
  await addFromShopCard(page, SOAP);
  const cart = drawer(page);
  await expect(cart).toBeVisible();
  return cart;
}

// Each quick click resubmits the line's fetcher (CartLines: the last quantity wins), so the router aborts the
// request still in flight for the click before. When the abort lands while an answer's body is being read,
// Remix's single-fetch decoder logs the DOMException before dropping that answer (@remix-run/react
// single-fetch.js); with other timings (a slower server, seen on a loaded CI machine) the same DOMException
// reaches the page as an unhandled rejection. Only this expected cancellation is allowed, either way; any
// other console or page error still fails.
test.describe('quick quantity changes', () => {
  // The message may carry the stack after it (it does when the logging module is a shared chunk).
  test.use({expectedConsoleErrors: [/^AbortError: signal is aborted without reason(?:\n|$)/]});

  test('an add opens the drawer; quantity and remove update lines, badge and total at once', async ({
    page,
  }) => {
    test.slow();
    const cart = await addSoapAndOpenDrawer(page);
    const line = cart.getByTestId('cart-line').filter({hasText: SOAP});
    // One unit bought once needs no pack name; a bundle's line names it (cart-drawer specs).
    await expect(line.getByTestId('cart-line-pack')).toHaveCount(0);
    const unitPrice = Number(
      (await line.getByText(/each$/).textContent())!.replace(/[$ each]/g, ''),
    );
    await expect(cart.getByTestId('drawer-total')).toHaveText(`$${unitPrice.toFixed(2)}`);

    // Three quick clicks: each one builds on the optimistic quantity, and the last one wins at Shopify.
    const increase = line.getByRole('button', {name: /Increase quantity/});
    await increase.click();
    await increase.click();
    await increase.click();
    await expect(line.getByLabel(/Quantity of Lavender/)).toHaveText('4');
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    await expect(cart.getByTestId('drawer-total')).toHaveText(`$${(unitPrice * 4).toFixed(2)}`);
    await expect(cart.getByRole('button', {name: 'Checkout'})).toBeEnabled();

    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('4');

    await page.getByTestId('cart-button').click();
    await expect(cart).toBeVisible();
    await cart.getByRole('button', {name: /^Remove/}).click();
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await expect(cart.getByRole('button', {name: 'Checkout'})).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });
});

test.describe('clicks faster than the page re-renders', () => {
  test.use({expectedConsoleErrors: [/^AbortError: signal is aborted without reason(?:\n|$)/]});

  test('three clicks on + in one go count three, on the page and at Shopify', async ({page}) => {
    test.slow();
    const cart = await addSoapAndOpenDrawer(page);
    const line = cart.getByTestId('cart-line').filter({hasText: SOAP});
    const increase = line.getByRole('button', {name: /Increase quantity/});
    await expect(increase).toBeEnabled();
    // Three clicks in one task: React cannot re-render between them, so each must build on the last.
    await increase.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
      button.click();
    });
    await expect(line.getByLabel(/Quantity of Lavender/)).toHaveText('4');
    await expect(cart.getByRole('button', {name: 'Checkout'})).toBeEnabled();
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('4');
  });
});

test('the drawer keeps focus inside, closes on Escape and gives focus back to the cart button', async ({
  page,
}) => {
  test.slow();
  await page.goto('/about');
  const button = page.getByTestId('cart-button');
  await button.click();
  const cart = drawer(page);
  await expect(cart).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await cart.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(button).toBeFocused();
});

test('checkout from the drawer opens the stand-in checkout in a new tab with the lines, and the drawer closes', async ({
  page,
}) => {
  test.slow();
  await page.goto('/product/lavender-oat-soap?bundle=bundle3');
  await page.getByRole('button', {name: 'Add to Cart'}).first().click();
  const cart = drawer(page);
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);

  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    cart.getByRole('button', {name: 'Checkout'}).click(),
  ]);
  await expect(tab).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  await expect(tab.getByText(SOAP)).toBeVisible();
  await expect(tab.getByText('Standard / 3 Units')).toBeVisible();
  await expect(cart).toBeHidden();

  await tab.getByRole('button', {name: 'Place test order'}).click();
  await expect(tab.getByText('Thank you for your order')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('right after an add the toast shows top-centre and the drawer’s Close still takes the tap', async ({
    page,
  }) => {
    test.slow();
    const cart = await addSoapAndOpenDrawer(page);
    const toast = page.getByTestId('toast').filter({hasText: 'Added to cart'});
    // The pointer on the toast pauses its timer, so it is certainly still shown when Close is tapped.
    await toast.hover();
    const box = (await toast.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 390 / 2)).toBeLessThanOrEqual(1);
    expect(box.y).toBeLessThan(844 / 4);
    const close = cart.getByRole('button', {name: 'Close cart'});
    // What a tap on the middle of Close lands on, with the toast on screen.
    const tapped = await close.evaluate((button) => {
      const {x, y, width, height} = button.getBoundingClientRect();
      const target = document.elementFromPoint(x + width / 2, y + height / 2);
      return {
        toastShown: document.querySelector('[data-testid="toast"]') !== null,
        onClose: button.contains(target),
      };
    });
    expect(tapped).toEqual({toastShown: true, onClose: true});
    await close.click();
    await expect(cart).toBeHidden();
  });
});
