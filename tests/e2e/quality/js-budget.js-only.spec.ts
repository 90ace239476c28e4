// The first-load JavaScript budget (110 kB gzipped) as the browser meets it: every script a first-time
// visitor's browser fetches until the page is hydrated and idle (route modules, their imports, and the chunks
// loaded lazily on arrival), each gzipped at level 6 as a CDN would send it, like the bench's Lighthouse
// figure. The static count of `bench/bundle-size.mjs` reads only the manifest's modules, so it cannot see
// lazy chunks.
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {expect, test} from '../support/fixtures';

const BUDGET_KB = 110;

const SHOPPER_PAGES = [
  '/',
  '/shop',
  '/shop?filter.v.availability=1&sort_by=price-ascending',
  '/body-care',
  '/collections',
  '/collections/gift-sets',
  '/product/lavender-oat-soap',
  '/product/ashwagandha-calm-capsules',
  '/search?q=soap',
  '/cart',
  '/about',
  '/faq',
  '/privacy',
  '/terms',
  '/data-sharing-opt-out',
  '/auth',
];

// Lighthouse's mobile page (the laptop loaded the same files on every page when this was written).
const VIEWPORTS = [{name: 'phone', width: 390, height: 844}];

/** The gzipped size of every script the page fetched until it was idle, in kB (1,000 bytes). */
async function firstLoadScripts(page: Page, path: string) {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
    if (isScript && response.ok()) bodies.set(response.url(), response.body().catch(() => null));
  });
  await page.goto(path, {waitUntil: 'networkidle'});
  // Chunks the app schedules for when the browser is idle load now; then wait for the network once more.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 2_000})),
  );
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const [url, body] of bodies) {
    const content = await body;
    if (!content) throw new Error(`The body of ${url} could not be read`);
    bytes += gzipSync(content, {level: 6}).length;
  }
  return {kB: bytes / 1000, files: bodies.size};
}

for (const viewport of VIEWPORTS) {
  test.describe(`first-load JavaScript on a ${viewport.name}`, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});
    for (const path of SHOPPER_PAGES) {
      test(`${path} loads at most ${BUDGET_KB} kB gzipped until idle`, async ({page}) => {
        const {kB, files} = await firstLoadScripts(page, path);
        const figure = `${kB.toFixed(1)} kB gzipped in ${files} files`;
        console.log(`first-load JS ${viewport.name} ${path}: ${figure}`);
        test.info().annotations.push({type: 'first-load JS', description: figure});
        // The entry and the root alone are more than this: a figure below it means scripts were missed.
        expect(kB).toBeGreaterThan(40);
        expect(kB, figure).toBeLessThanOrEqual(BUDGET_KB);
      });
    }
  });
}
