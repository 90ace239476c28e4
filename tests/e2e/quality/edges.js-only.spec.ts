// A page the cache rendered for the URL without tracking parameters still hydrates cleanly on the URL
// that has them (any console error fails the test through the fixtures), and its forms keep working.
import {expect, test} from '../support/fixtures';

test('a cached page opened from a campaign link hydrates without errors', async ({
  page,
  request,
}) => {
  const path = '/product/lavender-oat-soap';
  // Fill the cache under another campaign first, so the browser gets the stored copy.
  await (await request.get(`${path}?utm_source=warmup`)).text();
  const response = await page.goto(`${path}?utm_source=newsletter&utm_campaign=spring&fbclid=abc`);
  expect(response?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(path, page.url()).href,
  );
});
