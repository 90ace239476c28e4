// The page cache's contract in code, so one visitor's page is never shown to another. A page the cache may
// share is rendered through requestInputs.server's guard, which refuses sharing when the app reads a request
// header the contract does not name (and says which, locally, in X-Page-Unlisted-Inputs). This sweep asks for
// every shared page as a first visitor, with a stored consent choice, and with the headers a real browser
// sends: a loader that starts reading one of them (a language, a referrer) fails here instead of sharing one
// visitor's page.
import {SITEMAP_STATIC_PATHS} from '~/features/catalogue/sitemap';
import {serializeConsent} from '~/features/consent/consent';
import {expect, test} from '../support/fixtures';

const UNLISTED = 'X-Page-Unlisted-Inputs';

/** Every page a first visitor may be served from the cache, with the parameters the cache keeps. */
const SHARED_PAGES = [
  ...SITEMAP_STATIC_PATHS,
  '/?collection=gift-sets',
  '/product/calendula-hand-salve',
  '/product/lavender-oat-soap?bundle=bundle2&subscribe=1',
  '/auth',
  '/auth?mode=signup',
];

/** What Chromium sends with a navigation, beyond what the contract names. */
const BROWSER_HEADERS = {
  'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5',
  Referer: 'https://search.example/?q=soap',
  DNT: '1',
  'Upgrade-Insecure-Requests': '1',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'cross-site',
  'Sec-CH-UA-Platform': '"Android"',
  'X-Forwarded-For': '203.0.113.9',
};

const CONSENT = `cookieConsent=${serializeConsent({
  required: true,
  personalization: true,
  marketing: false,
  analytics: true,
})}`;

const VISITORS: [string, Record<string, string>][] = [
  ['a first visitor', {}],
  ['a visitor with a consent choice and Shopify’s cookies', {Cookie: `${CONSENT}; _shopify_y=abc`}],
  ['a browser’s full set of headers', BROWSER_HEADERS],
];

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

for (const [visitor, headers] of VISITORS) {
  test(`every shared page renders from the listed inputs only, for ${visitor}`, async ({
    baseURL,
  }) => {
    const unlisted: string[] = [];
    const neverShared: string[] = [];
    // A few at a time: all at once would take longer than the provider budget on a loaded machine (503).
    await inBatches(SHARED_PAGES, 3, async (path) => {
      const first = await fetch(`${baseURL}${path}`, {headers});
      await first.text();
      expect(first.status, path).toBe(200);
      const read = first.headers.get(UNLISTED);
      if (read) unlisted.push(`${path}: ${read}`);
      // Stored once it has streamed; a second ask is then answered from the cache.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const again = await fetch(`${baseURL}${path}`, {headers});
        await again.text();
        if (again.headers.get('X-Page-Cache') === 'hit') return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      neverShared.push(path);
    });
    expect(unlisted, 'headers read that requestInputs.server does not name').toEqual([]);
    expect(neverShared, 'pages never answered from the page cache').toEqual([]);
  });
}
