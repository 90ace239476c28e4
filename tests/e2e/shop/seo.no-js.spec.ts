import {expect, test} from '../support/fixtures';

test('sitemap.xml lists the public pages and every product; robots.txt points at it', async ({request, baseURL}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/shop</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/data-sharing-opt-out</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/product/lavender-oat-soap</loc>`);
  // Collections without a category route of their own have a listing page (Shopify's links to
  // them must land somewhere); the rest redirect.
  expect(xml).toContain(`<loc>${baseURL}/collections/gift-sets</loc>`);
  expect(xml).not.toContain('/collections/body-care');
  expect(xml.match(/\/product\//g)).toHaveLength(40);
  expect(xml).not.toContain('/cart');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
