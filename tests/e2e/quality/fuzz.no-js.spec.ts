// Random and hostile bodies against every action and resource route: no answer is
// a 5xx, every refusal is a 4xx with a message, and nothing malformed is stored. Seeded, so a failure
// reproduces: FUZZ_SEED=<seed> npx playwright test fuzz --project no-js.
import {SERVICE_ROLE_KEY} from '../../../local/supabase-api/keys.mjs';
import {HOSTILE_REDIRECT_TARGETS} from '../../hostileRedirectTargets';
import {expect, SUPABASE_URL, test} from '../support/fixtures';
import {generator} from '../../seededRandom';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const REQUESTS_PER_ROUTE = 150;
const PARALLEL = 4;
const SEND_ATTEMPTS = 3;

const HOSTILE_VALUES = [
  '',
  ' ',
  '\u0000',
  'a'.repeat(100_000),
  '😀'.repeat(2_000),
  '\u202Egnp.exe',
  'Ω≈ç√∫˜µ≤≥÷',
  "' OR '1'='1' --",
  "'; DROP TABLE newsletter_subscribers; --",
  'robert"); select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '//evil.example/path',
  'https://evil.example',
  '%00%0d%0aSet-Cookie:%20x=1',
  '\r\nX-Injected: 1',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '1.5',
  'true',
  'null',
  '{"$gt": ""}',
  '[]',
  'gid://shopify/ProductVariant/not-a-number',
  'gid://shopify/ProductVariant/99999999999999999999',
  'gid://shopify/CartLine/../../x',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  'user@',
  '@example.com',
  'a@b',
  'UPPER@EXAMPLE.COM',
  `${'x'.repeat(250)}@example.com`,
  'California',
  'Atlantis',
  'on',
  '1',
  'json',
  'data',
  'marketing',
  // Redirect targets that must never send the shopper off the shop (redirectTarget.ts).
  ...HOSTILE_REDIRECT_TARGETS,
];

interface Route {
  path: string;
  fields: readonly string[];
  intents: readonly string[];
}

const ROUTES: Route[] = [
  {
    path: '/cart',
    fields: ['merchandiseId', 'lineId', 'quantity', 'discountCode', 'redirectTo', '_answer'],
    intents: ['add', 'update', 'remove', 'discount', 'checkout'],
  },
  {
    path: '/newsletter',
    fields: ['email', 'source', 'redirectTo', '_answer'],
    intents: ['subscribe'],
  },
  {
    path: '/data-sharing-opt-out',
    fields: [
      'firstName',
      'lastName',
      'email',
      'state',
      'optOutSale',
      'optOutTargetedAds',
      '_answer',
    ],
    intents: ['submit'],
  },
  {
    path: '/consent',
    fields: ['category', 'category', 'gpc', 'redirectTo', '_answer'],
    intents: ['accept', 'reject', 'save', 'reset'],
  },
  {
    path: '/auth',
    fields: ['email', 'password', 'redirectTo'],
    intents: ['login', 'signup', 'logout'],
  },
  {
    path: '/admin/product-copy-manager',
    fields: ['handle', '_answer'],
    intents: ['fetch-product', 'generate'],
  },
  {path: '/api/admin/overrides', fields: ['id', '_answer'], intents: ['approve', 'reject']},
  // A cart permalink's choice page (signed out, no cart cookie: it must refuse, never start a cart).
  {path: '/cart/100101:1,100203:2', fields: ['cart'], intents: ['add', 'replace']},
];

type Body =
  | {kind: 'form' | 'multipart'; fields: [string, string][]}
  | {kind: 'raw'; type: string; data: string};

function hostileBody(route: Route, random: ReturnType<typeof generator>): Body {
  const roll = random.next();
  if (roll < 0.12) {
    const raws: [string, string][] = [
      [
        'application/json',
        JSON.stringify({
          intent: random.pick(route.intents),
          [random.pick(route.fields)]: [1, {a: 2}],
        }),
      ],
      ['application/json', '{"intent": "add", '],
      ['text/plain', random.pick(HOSTILE_VALUES)],
      ['application/x-www-form-urlencoded', '%E0%A4%A&intent=%%%&=&&=='],
      ['multipart/form-data; boundary=nope', '--broken\r\n\r\n'],
      [
        'application/xml',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      ],
    ];
    const [type, data] = random.pick(raws);
    return {kind: 'raw', type, data};
  }
  const fields: [string, string][] = [];
  if (random.next() < 0.85)
    fields.push([
      'intent',
      random.next() < 0.8 ? random.pick(route.intents) : random.pick(HOSTILE_VALUES),
    ]);
  for (const name of route.fields) {
    if (random.next() < 0.6) fields.push([name, random.pick(HOSTILE_VALUES)]);
    if (random.next() < 0.1) fields.push([name, random.pick(HOSTILE_VALUES)]); // a duplicated field
  }
  if (random.next() < 0.2)
    fields.push([random.pick(HOSTILE_VALUES).slice(0, 200), random.pick(HOSTILE_VALUES)]);
  return {kind: random.next() < 0.25 ? 'multipart' : 'form', fields};
}

/**
 * One POST with Node's own fetch, from 127.0.0.1 with the shop's Origin (as a browser form sends it). Node's
 * client rather than Playwright's: under load workerd closes kept-alive sockets now and then, and Playwright's
 * client reports that as a "socket hang up" on a POST, which is the client's transport, not the shop's answer.
 */
async function send(baseURL: string, path: string, body: Body, cookie: string) {
  const headers = new Headers({Origin: baseURL});
  if (cookie) headers.set('Cookie', cookie);
  let payload: string | FormData;
  if (body.kind === 'raw') {
    headers.set('Content-Type', body.type);
    payload = body.data;
  } else if (body.kind === 'form') {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    payload = new URLSearchParams(body.fields).toString();
  } else {
    payload = new FormData();
    for (const [name, value] of body.fields) payload.append(name, value);
  }
  return fetch(`${baseURL}${path}`, {method: 'POST', headers, body: payload, redirect: 'manual'});
}

/** Whether a Location keeps the shopper on the shop, read as a browser reads it (tabs and newlines dropped). */
function staysOnShop(location: string, origin: string) {
  return (
    new URL(location, `${origin}/somewhere/deep`).origin === origin && !/^\/[/\\]/.test(location)
  );
}

/** The admin's session cookies, from a real sign-in. */
async function adminCookie(baseURL: string) {
  const response = await fetch(`${baseURL}/auth`, {
    method: 'POST',
    headers: {Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({
      intent: 'login',
      email: 'admin@wildroot.test',
      password: 'wildroot-admin',
    }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

async function rowsSince(table: string, since: string) {
  const response = await fetch(
    `${SUPABASE_URL}/rest/v1/${table}?select=*&created_at=gte.${since}`,
    {
      headers: {apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`},
    },
  );
  expect(response.status).toBe(200);
  return response.json<Record<string, unknown>[]>();
}

test.describe('hostile bodies', () => {
  test.describe.configure({timeout: 600_000});

  for (const signedIn of [false, true]) {
    test(`every action and resource route ${signedIn ? 'as an admin' : 'signed out'}`, async ({
      baseURL,
    }) => {
      const origin = baseURL!;
      // Without a cookie jar every signed-out body is on its own: a sign-in that succeeded cannot carry over.
      const cookie = signedIn ? await adminCookie(origin) : '';
      const since = new Date(Date.now() - 1000).toISOString();
      const random = generator(SEED + (signedIn ? 1 : 0));
      // Signed in, /auth is left out: a fuzzed logout would end the admin session half-way.
      const routes = signedIn ? ROUTES.filter((route) => route.path !== '/auth') : ROUTES;
      const jobs = routes.flatMap((route) =>
        Array.from({length: REQUESTS_PER_ROUTE}, () => ({route, body: hostileBody(route, random)})),
      );
      const failures: string[] = [];
      let transportRetries = 0;
      let cursor = 0;
      const worker = async () => {
        while (cursor < jobs.length) {
          const {route, body} = jobs[cursor++]!;
          const summary = `${route.path} ${JSON.stringify(body).slice(0, 160)}`;
          // A connection that drops without any answer is tried again, up to 3 times in all, half a second
          // apart: on a starved machine workerd now and then drops two in a row (the fresh-clone run saw 1-2 of
          // 1,400). A body that kills the connection every time still fails, and so do drops beyond 1%.
          let response: Response | Error = new Error('not sent');
          for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
            response = await send(origin, route.path, body, cookie).catch((error: Error) => error);
            if (!(response instanceof Error)) break;
            transportRetries += 1;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          if (response instanceof Error) {
            const cause = response.cause instanceof Error ? ` (${response.cause.message})` : '';
            failures.push(
              `${summary} → no answer in ${SEND_ATTEMPTS} tries: ${response.message}${cause}`,
            );
            continue;
          }
          const text = await response.text();
          const location = response.headers.get('Location');
          if (location !== null && !staysOnShop(location, origin)) {
            failures.push(`${summary} → ${response.status} to ${location}: off the shop`);
          }
          if (response.status >= 500)
            failures.push(`${summary} → ${response.status}: ${text.slice(0, 200)}`);
          else if (response.status >= 400 && text.trim().length === 0) {
            failures.push(`${summary} → ${response.status}: an empty refusal`);
          }
        }
      };
      await Promise.all(Array.from({length: PARALLEL}, worker));
      expect(failures, `seed ${SEED}`).toEqual([]);
      // Retries are for a dropped connection now and then, not a habit.
      expect(transportRetries, 'requests that got no answer the first time').toBeLessThan(
        jobs.length / 100,
      );

      // Whatever was accepted is well-formed: no markup, no NUL, no oversized or invalid address.
      const email = /^[^\s@<>]{1,64}@[^\s@<>]+\.[^\s@<>]+$/;
      for (const table of ['newsletter_subscribers', 'privacy_requests']) {
        for (const row of await rowsSince(table, since)) {
          expect(String(row.email), `${table} email`).toMatch(email);
          expect(String(row.email).length).toBeLessThanOrEqual(254);
          const text = JSON.stringify(row);
          expect(text, table).not.toMatch(/<script|onerror=|\\u0000/i);
        }
      }
    });
  }
});
