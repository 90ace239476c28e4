// What a first-time visitor's phone downloads before it can paint: the document, gzipped at level 6 as a
// CDN sends it. Each budget is 2.5 times the document of the same kind of page in Hydrogen's skeleton
// 2025.4.2, measured beside the shop by `node bench/edge.mjs` (home 4.8 kB, a collection 5.8 kB, a product
// 6.3 kB), so a change that fattens every page (loader data the client never reads, markup repeated on
// every card, rules inlined in the head) fails here rather than in a bench nobody runs.
import {gzipSync} from 'node:zlib';
import {expect, test} from '../support/fixtures';

const SKELETON_KB = {home: 4.8, collection: 5.8, product: 6.3};
const RATIO = 2.5;

const PAGES = [
  {path: '/', kind: 'home'},
  {path: '/shop', kind: 'collection'},
  {path: '/body-care', kind: 'collection'},
  {path: '/collections/gift-sets', kind: 'collection'},
  {path: '/product/lavender-oat-soap', kind: 'product'},
  {path: '/product/ashwagandha-calm-capsules', kind: 'product'},
] as const;

for (const {path, kind} of PAGES) {
  const budgetKb = SKELETON_KB[kind] * RATIO;
  test(`${path} is at most ${budgetKb} kB gzipped for a first-time visitor`, async ({request}) => {
    // No cookie: the page every first-time visitor shares.
    const answer = await request.get(path, {headers: {'Accept-Encoding': 'identity'}});
    expect(answer.status()).toBe(200);
    const html = await answer.body();
    const kB = gzipSync(html, {level: 6}).byteLength / 1000;
    const figure = `${kB.toFixed(1)} kB gzipped (${(html.byteLength / 1000).toFixed(1)} kB raw)`;
    console.log(`document ${path}: ${figure}`);
    test.info().annotations.push({type: 'document', description: figure});
    // The page itself, not an error page or a redirect's body.
    expect(html.toString('utf8')).toContain('</html>');
    expect(kB, figure).toBeLessThanOrEqual(budgetKb);
  });
}
