// Keyboard-only shopping: skip link, browse → product → add → drawer → checkout, every stop with a
// visible focus ring; and no motion for shoppers who ask for reduced motion.
import type {Locator, Page} from '@playwright/test';
import {consentGiven, expect, test} from '../support/fixtures';

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows an outline of at least 2 px (the focus ring of app.css). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test('a keyboard user skips to the content, opens a product, adds it and reaches checkout', async ({page}) => {
  test.slow();
  await consentGiven(page);
  await page.goto('/shop');

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to content'});
  await expectFocusRing(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // The first card's link, after the breadcrumb and the filter bar.
  const firstCard = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {level: 2})})
    .first();
  const productLink = firstCard.getByRole('link').first();
  await page.keyboard.press('Tab');
  await tabTo(page, productLink);
  await expectFocusRing(productLink);
  const title = (await firstCard.getByRole('heading').textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();

  const add = page.getByRole('main').getByRole('button', {name: /^Add to Cart/}).first();
  await tabTo(page, add);
  await expectFocusRing(add);
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-line')).toContainText(title);
  const checkout = drawer.getByRole('button', {name: 'Checkout'});
  await expect(checkout).toBeEnabled();
  await tabTo(page, checkout, 30);
  await expectFocusRing(checkout);
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(tab).toHaveURL(/\/checkouts\/cn\/.+channel=online_store/);
  await expect(tab.getByText(title)).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('nothing slides or spins: no running animation and no transform transition', async ({page}) => {
    await consentGiven(page);
    await page.goto('/shop');
    await page.getByRole('button', {name: /Add to Cart/}).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();

    const moving = await page.evaluate(() => {
      const animations = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        // The no-JS back-to-top link is revealed by scroll position, not by time: not motion.
        .filter((animation) => !(animation.timeline && !(animation.timeline instanceof DocumentTimeline)))
        // CSS transitions are judged below by what they change: a colour or shadow fading is not motion.
        .filter((animation) => !(animation instanceof CSSTransition))
        .map((animation) => (animation as CSSAnimation).animationName ?? 'a script animation');
      const transitions = [...document.querySelectorAll('body *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const moves = /transform|translate|all/.test(style.transitionProperty);
          return moves && style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0);
        })
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`);
      return {animations, transitions};
    });
    expect(moving).toEqual({animations: [], transitions: []});
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});
