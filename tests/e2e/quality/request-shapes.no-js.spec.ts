// Request shapes a browser never sends but anyone can, written byte for byte on a socket: a GET or HEAD
// with a body, paths with `//`, `\`, `%5C` or a stray `%`, and a seeded fuzz of such paths. None may get a
// 5xx, a page naming another host, or a cached copy of one. Seeded: FUZZ_SEED=<seed> reproduces a run.
import {generator} from '../../seededRandom';
import {expect, test} from '../support/fixtures';
import {rawRequest, type RawAnswer} from '../support/rawHttp';

const SEED = Number(process.env.FUZZ_SEED ?? 20261133);
const FUZZ_REQUESTS = 2_000;
const PARALLEL = 8;

const PAGES = [
  '/',
  '/shop',
  '/product/lavender-oat-soap',
  '/faq',
  '/cart',
  '/sitemap.xml',
  '/robots.txt',
];

/** The absolute addresses a page states as its own: canonical, og:url and JSON-LD `url`s, the sitemap's. */
function statedAddresses(body: string): string[] {
  const patterns = [
    /<link rel="canonical" href="([^"]*)"/g,
    /<meta property="og:url" content="([^"]*)"/g,
    /"url":"(https?:[^"]*)"/g,
    /<loc>([^<]*)<\/loc>/g,
    /^Sitemap: (\S+)/gm,
  ];
  return patterns.flatMap((pattern) => [...body.matchAll(pattern)].map((match) => match[1]!));
}

/** Why an answer is wrong for a shop at `origin`, or null. */
function fault(answer: RawAnswer, origin: string): string | null {
  if (answer.status === 0) return 'no status line';
  if (answer.status >= 500) return `${answer.status}: ${answer.body.slice(0, 120)}`;
  const location = answer.headers.get('location');
  if (location !== undefined) {
    const target = new URL(location, `${origin}/somewhere/deep`);
    if (target.origin !== origin || /^\/[/\\]/.test(location))
      return `Location off the shop: ${location}`;
  }
  const foreign = statedAddresses(answer.body).find(
    (address) => !address.startsWith(`${origin}/`) && address !== origin,
  );
  return foreign ? `states another address: ${foreign}` : null;
}

test.describe('a GET or HEAD with a body', () => {
  test('is served as without one: Content-Length 0, or a few bytes nothing reads', async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    const failures: string[] = [];
    for (const path of PAGES) {
      const plain = await rawRequest(origin, {path});
      for (const [method, headers, body] of [
        ['GET', {'Content-Length': '0'}, undefined],
        ['HEAD', {'Content-Length': '0'}, undefined],
        ['GET', {'Content-Type': 'application/x-www-form-urlencoded'}, 'intent=add&quantity=9'],
        ['HEAD', {}, 'abc'],
      ] as const) {
        const answer = await rawRequest(origin, {method, path, headers, body});
        if (answer.status !== plain.status) {
          failures.push(
            `${method} ${path} ${JSON.stringify({headers, body})} → ${answer.status}, not ${plain.status}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    const page = await rawRequest(origin, {path: '/shop', headers: {'Content-Length': '0'}});
    expect(page.body).toContain('<!DOCTYPE html>');
  });
});

test.describe('paths that begin with more than one separator', () => {
  test('`//`, `/%5C` and `/\\` go to the path they normalise to, and a form post there finds nothing', async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    for (const [path, to] of [
      ['//', '/'],
      ['/%5C', '/'],
      ['/%5c%5C', '/'],
      ['/\\', '/'],
      ['///shop', '/shop'],
      ['/shop//', '/shop/'],
      ['/faq%5C?x=1', '/faq/?x=1'],
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await rawRequest(origin, {method, path: path!});
        expect(answer.status, `${method} ${path}`).toBe(301);
        expect(answer.headers.get('location'), `${method} ${path}`).toBe(to);
      }
    }
    const posted = await rawRequest(origin, {
      method: 'POST',
      path: '//cart',
      headers: {Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: 'intent=add&merchandiseId=gid%3A%2F%2Fshopify%2FProductVariant%2F100101&quantity=1',
    });
    expect(posted.status).toBe(404);
    expect(posted.headers.get('set-cookie')).toBeUndefined();
  });

  test('never put the shop under another host, in the page or in the page cache', async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    for (const [prefix, host] of [
      ['//evil.example', 'evil.example'],
      ['/\\evil.example', 'evil.example'],
      ['/%5Cevil.example', 'evil.example'],
      ['//evil.example:8443', 'evil.example:8443'],
    ]) {
      for (const path of ['/shop', '/product/lavender-oat-soap', '/sitemap.xml', '/robots.txt', '/']) {
        // Twice: the second ask would be the page cache's copy.
        for (let ask = 0; ask < 2; ask += 1) {
          const answer = await rawRequest(origin, {path: `${prefix}${path}`});
          expect(fault(answer, origin), `${prefix}${path}`).toBeNull();
          expect(answer.body, `${prefix}${path}`).not.toContain('evil.example');
          expect(answer.status, `${prefix}${path}`).toBe(301);
          expect(answer.headers.get('location'), `${prefix}${path}`).toBe(`/${host}${path}`);
        }
      }
    }
    for (const path of ['/shop', '/sitemap.xml', '/robots.txt']) {
      const answer = await rawRequest(origin, {path});
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(statedAddresses(answer.body).length, path).toBeGreaterThan(0);
    }
  });
});

test.describe('a stray `%`', () => {
  test('in the path answers 400 with a message; in the query, the page as if it were `%25`', async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    for (const path of ['/%', '/%zz', '/shop/%', '/%E0%A4%A', '/product/%G0soap']) {
      const answer = await rawRequest(origin, {path});
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toBe('Bad Request: malformed percent-encoding in the address');
    }
    for (const path of ['/?q=%zz', '/search?q=%', '/shop?sort=%E0%A4%A']) {
      const answer = await rawRequest(origin, {path});
      expect(answer.status, path).toBe(200);
    }
  });
});

/** One hostile path from `random`: separators, escapes, dots, unicode and known pages mixed. */
function hostilePath(random: ReturnType<typeof generator>): string {
  const segments = [
    '',
    'shop',
    'product',
    'lavender-oat-soap',
    'faq',
    'cart',
    'search',
    'sitemap.xml',
    'robots.txt',
    'products',
    'collections',
    'policies',
    'evil.example',
    'evil.example:8443',
    'auth',
    'admin',
    'product-copy-manager',
    'api',
    'overrides',
    'discount',
    'WELCOME10',
    'body-care',
    '_root.data',
    'shop.data',
    'caf\u00e9',
    '\u{1F600}',
    '\u202Egnp',
    'caf%C3%A9',
    '%F0%9F%98%80',
    '%C3%28',
    '%FF',
    '%00',
    '%25',
    '%2F',
    '%2e%2e',
    '.%2e',
    '..',
    '.',
    '...',
    '%',
    '%z',
    '%zz',
    '%G0',
    '%E0%A4%A',
    'a%2',
    '%%',
    'x%5Cy',
  ];
  const separators = [
    '/',
    '/',
    '/',
    '/',
    '//',
    '\\',
    '/\\',
    '%2F',
    '%5C',
    '%5c',
    '/./',
    '/../',
    '///',
  ];
  const queries = [
    '',
    '',
    '',
    '?q=soap',
    '?q=%zz',
    '?%',
    '?redirect=//evil.example',
    '?a=%E0%A4%A&b=\u00e9',
    '?utm_source=x',
  ];
  let path = random.pick(['/', '/', '/', '//', '/\\', '%5C', '/%5C', '///']);
  const length = 1 + Math.floor(random.next() * 5);
  for (let index = 0; index < length; index += 1) {
    path += random.pick(segments);
    if (index < length - 1 || random.next() < 0.3) path += random.pick(separators);
  }
  if (random.next() < 0.01) path += 'a'.repeat(9_000);
  else if (random.next() < 0.03) path += '/x'.repeat(1_000);
  if (!path.startsWith('/')) path = `/${path}`;
  return path + random.pick(queries);
}

type Shape = {method: string; path: string; headers?: Record<string, string>; body?: string};

function hostileRequest(random: ReturnType<typeof generator>, origin: string): Shape {
  const path = hostilePath(random);
  const roll = random.next();
  if (roll < 0.55) return {method: 'GET', path};
  if (roll < 0.65) return {method: 'HEAD', path};
  if (roll < 0.72) return {method: 'GET', path, headers: {'Content-Length': '0'}};
  if (roll < 0.77) return {method: 'HEAD', path, headers: {'Content-Length': '0'}};
  if (roll < 0.83)
    return {
      method: 'GET',
      path,
      body: random.pick(['x', '{"a":1}', 'intent=add', 'a'.repeat(70_000)]),
    };
  if (roll < 0.9) {
    return {
      method: 'POST',
      path,
      headers: {Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: 'intent=subscribe&email=path-fuzz%40example.com',
    };
  }
  return {method: random.pick(['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']), path};
}

test.describe('path fuzz', () => {
  test.describe.configure({timeout: 300_000});

  test(`${FUZZ_REQUESTS} hostile request shapes get no 5xx and never another host`, async ({
    baseURL,
  }) => {
    const origin = baseURL!;
    const random = generator(SEED);
    const shapes = Array.from({length: FUZZ_REQUESTS}, () => hostileRequest(random, origin));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let cursor = 0;
    const worker = async () => {
      while (cursor < shapes.length) {
        const shape = shapes[cursor++]!;
        const summary = `${shape.method} ${JSON.stringify(shape.path.slice(0, 120))}${shape.body === undefined ? '' : ` body ${shape.body.length}`}`;
        const answer = await rawRequest(origin, shape).catch((error: Error) => error);
        if (answer instanceof Error) {
          failures.push(`${summary} → ${answer.message}`);
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const wrong = fault(answer, origin);
        if (wrong) failures.push(`${summary} → ${wrong}`);
      }
    };
    await Promise.all(Array.from({length: PARALLEL}, worker));
    console.log(
      `path fuzz, seed ${SEED}: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
});
