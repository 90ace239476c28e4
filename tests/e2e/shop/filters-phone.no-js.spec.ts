// Filters on a phone without JavaScript: the inline panel and its Apply button, which the back-to-top
// button (fixed in the bottom right corner) must not cover. With JavaScript they are a drawer above it.
import {consentGiven, expect, test} from '../support/fixtures';

test.use({viewport: {width: 390, height: 844}});

test.beforeEach(async ({page}) => consentGiven(page));

test('without JavaScript the filter panel Apply button is not under the back-to-top button', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.locator('summary', {hasText: /^Filter/}).click();
  const apply = page.getByRole('button', {name: 'Apply filters'});
  await apply.scrollIntoViewIfNeeded();
  const backToTop = page.getByRole('link', {name: 'Back to top'});
  await expect(backToTop).toBeVisible();
  const [a, b] = [await apply.boundingBox(), await backToTop.boundingBox()];
  const overlaps =
    a &&
    b &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height;
  expect(overlaps).toBeFalsy();
});
