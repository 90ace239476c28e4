import {describe, expect, it} from 'vitest';
import {buildRobotsTxt, buildSitemap, SITEMAP_STATIC_PATHS} from './sitemap';

describe('sitemap', () => {
  it('lists every public page and each product, escaped, with its last update', () => {
    const xml = buildSitemap('https://shop.example', [
      {handle: 'lavender-oat-soap', updatedAt: '2025-10-01T00:00:00Z'},
      {handle: 'a&b', updatedAt: null},
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of SITEMAP_STATIC_PATHS) expect(xml).toContain(`<loc>https://shop.example${path}</loc>`);
    expect(xml).toContain(
      '<url><loc>https://shop.example/product/lavender-oat-soap</loc><lastmod>2025-10-01T00:00:00Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://shop.example/product/a%26b</loc></url>');
    expect(xml).not.toContain('/cart');
    expect(xml).not.toContain('/admin');
  });

  it('lists the listing pages of collections without a route of their own, not those that redirect', () => {
    const xml = buildSitemap(
      'https://shop.example',
      [],
      [
        {handle: 'gift-sets', updatedAt: '2025-09-01T00:00:00Z'},
        {handle: 'body-care', updatedAt: null},
        {handle: 'masks-treatments'},
      ],
    );
    expect(xml).toContain(
      '<url><loc>https://shop.example/collections/gift-sets</loc><lastmod>2025-09-01T00:00:00Z</lastmod></url>',
    );
    expect(xml).not.toContain('/collections/body-care');
    expect(xml).not.toContain('/collections/masks-treatments');
  });

  it('keeps robots away from private routes and names the sitemap', () => {
    const robots = buildRobotsTxt('https://shop.example');
    expect(robots).toContain('Disallow: /cart\n');
    expect(robots).toContain('Disallow: /discount/\n');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
