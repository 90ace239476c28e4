import {describe, expect, it} from 'vitest';
import {
  LOCAL_SESSION_SECRET,
  goLiveReport,
  hostOf,
  isLoopbackHost,
  productionProblems,
  supabaseKeyRole,
} from './envRules.mjs';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

/** Everything README "Going live" asks for, set right. */
const READY = {
  SITE_ENV: 'production',
  SESSION_SECRET: 'f3Kq9Zr2Lm7Wx4Tb8Nv1Hc6Jd5Gs0Ya2',
  PUBLIC_STORE_DOMAIN: 'wildroot.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'b1946ac92492d2347c6235b4d2611184',
  PRIVATE_STOREFRONT_API_TOKEN: 'shpat_private',
  PUBLIC_STOREFRONT_API_VERSION: '2026-04',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.wildroot.com',
  PUBLIC_ACCOUNT_URL: 'https://shopify.com/12345/account',
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_ANON_KEY: 'sb_publishable_Zq3mN8vLx2Rt5Wk9Yp1Hc7_Jd4Fg6Bs',
  PUBLIC_SITE_ORIGIN: 'https://www.wildroot.com',
};

const messagesOf = (env: Record<string, string | undefined>) =>
  goLiveReport(env).problems.map((p) => p.message);

describe('hostOf and isLoopbackHost', () => {
  it('reads hosts from bare domains and URLs', () => {
    expect(hostOf('shop.myshopify.com')).toBe('shop.myshopify.com');
    expect(hostOf('https://X.supabase.co/')).toBe('x.supabase.co');
    expect(hostOf('http://[::1]:3000')).toBe('::1');
    expect(hostOf('http://')).toBeNull();
  });

  it.each(['localhost', 'api.localhost', '127.0.0.1', '127.1.2.3', '::1', '0.0.0.0'])(
    '%s is this machine',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each([
    'https://localhost.',
    'https://LOCALHOST..',
    'https://api.localhost.:8443',
    'https://[::ffff:127.0.0.1]',
    'https://[::ffff:127.9.8.7]:443',
    'https://[::]',
    'https://[0:0:0:0:0:0:0:1]',
    'https://[::127.0.0.1]',
    'https://[::ffff:0.0.0.0]',
    'https://2130706433',
    'https://0x7f.1',
    'https://0',
  ])('%s is this machine, as the URL parser reads it', (url) => {
    const host = hostOf(url);
    expect(host).not.toBeNull();
    expect(isLoopbackHost(host!)).toBe(true);
  });

  it.each([
    'https://wildroot.myshopify.com.',
    'https://[::ffff:10.0.0.1]',
    'https://[2001:db8::1]',
    'https://[::2]',
    'https://[1::]',
    'https://128.0.0.1',
  ])('%s is not this machine', (url) => {
    expect(isLoopbackHost(hostOf(url)!)).toBe(false);
  });

  it.each(['wildroot.myshopify.com', '10.0.0.1', '128.0.0.1', 'localhost.example.com'])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe('supabaseKeyRole', () => {
  it('knows both key formats', () => {
    expect(supabaseKeyRole('sb_publishable_abc-DEF_123')).toBe('anon');
    expect(supabaseKeyRole('sb_secret_abc')).toBe('service_role');
    expect(supabaseKeyRole(jwt({role: 'anon', ref: 'x'}))).toBe('anon');
    expect(supabaseKeyRole(jwt({role: 'service_role'}))).toBe('service_role');
  });

  it.each(['', 'anon', 'sb_publishable_', jwt({role: 'authenticated'}), 'a.%%%.c'])(
    '%j is unknown',
    (key) => {
      expect(supabaseKeyRole(key)).toBe('unknown');
    },
  );
});

describe('productionProblems (what the worker and npm start refuse)', () => {
  it('finds nothing wrong with real services and a strong secret', () => {
    expect(productionProblems(READY)).toEqual([]);
  });

  it('names each missing Shopify and Supabase variable', () => {
    expect(productionProblems({}).map((p) => p.message)).toEqual([
      'SESSION_SECRET is missing',
      'PUBLIC_STORE_DOMAIN is missing',
      'PUBLIC_STOREFRONT_API_TOKEN is missing',
      'SUPABASE_URL is missing',
      'SUPABASE_ANON_KEY is missing',
      'PUBLIC_SITE_ORIGIN is missing',
      'PUBLIC_ACCOUNT_URL is missing',
    ]);
  });

  it.each([
    ['PUBLIC_SITE_ORIGIN', 'http://127.0.0.1:3000'],
    ['PUBLIC_STORE_DOMAIN', 'http://127.0.0.1:4100'],
    ['SUPABASE_URL', 'http://localhost:54321'],
    ['PUBLIC_CHECKOUT_DOMAIN', '127.0.0.1:4100'],
    ['PUBLIC_ACCOUNT_URL', 'http://[::1]:4100/account'],
    ['PUBLIC_IMAGE_ORIGIN', 'http://127.0.0.1:4101'],
    ['PUBLIC_SITE_ORIGIN', 'https://localhost.'],
    ['SUPABASE_URL', 'https://[::ffff:127.0.0.1]'],
    ['PUBLIC_STORE_DOMAIN', 'https://[::]'],
  ])('refuses %s on this machine (%s)', (variable, value) => {
    expect(productionProblems({...READY, [variable]: value}).map((p) => p.variable)).toEqual([
      variable,
    ]);
  });

  it('wants at least 32 characters of a secret that is not the public default', () => {
    expect(
      productionProblems({...READY, SESSION_SECRET: 'x'.repeat(31)}).map((p) => p.message),
    ).toEqual(['SESSION_SECRET is 31 characters: use at least 32 random characters']);
    expect(productionProblems({...READY, SESSION_SECRET: 'x'.repeat(32)})).toEqual([]);
    expect(
      productionProblems({...READY, SESSION_SECRET: LOCAL_SESSION_SECRET}).map((p) => p.message),
    ).toEqual(['SESSION_SECRET is the public local default: set a long random secret of your own']);
  });

  it('refuses a secret Supabase key in place of the public one, and plain http', () => {
    for (const key of ['sb_secret_abc', jwt({role: 'service_role'})]) {
      expect(productionProblems({...READY, SUPABASE_ANON_KEY: key}).map((p) => p.variable)).toEqual(
        ['SUPABASE_ANON_KEY'],
      );
    }
    expect(productionProblems({...READY, SUPABASE_ANON_KEY: jwt({role: 'anon'})})).toEqual([]);
    expect(
      productionProblems({...READY, SUPABASE_URL: 'http://abcdefghijklmnop.supabase.co'}).map(
        (p) => p.message,
      ),
    ).toEqual(['SUPABASE_URL must be an https:// URL']);
  });
});

describe('goLiveReport (npm run preflight)', () => {
  it('passes the complete go-live list with no notes', () => {
    expect(goLiveReport(READY)).toEqual({problems: [], notes: []});
  });

  it('wants SITE_ENV=production', () => {
    expect(messagesOf({...READY, SITE_ENV: undefined})).toEqual([
      'SITE_ENV is missing: set SITE_ENV=production',
    ]);
    expect(messagesOf({...READY, SITE_ENV: 'local'})).toEqual([
      'SITE_ENV is "local": set SITE_ENV=production (local uses the local stack\'s defaults)',
    ]);
  });

  it('checks the token, the store domain and the API version the tests validate', () => {
    expect(
      messagesOf({
        ...READY,
        PUBLIC_STOREFRONT_API_TOKEN: 'short',
        PUBLIC_STORE_DOMAIN: 'https://www.wildroot.com',
        PUBLIC_STOREFRONT_API_VERSION: '2025-07',
      }),
    ).toEqual([
      'PUBLIC_STOREFRONT_API_TOKEN is not a Storefront API public access token (32 letters and digits; this one has 5 characters)',
      "PUBLIC_STORE_DOMAIN is www.wildroot.com: use the store's *.myshopify.com domain (Shopify admin → Settings → Domains)",
      'PUBLIC_STOREFRONT_API_VERSION is 2025-07, which Shopify serves as a newer version: set 2026-04, the version the tests validate',
    ]);
    expect(messagesOf({...READY, PUBLIC_STOREFRONT_API_VERSION: undefined})[0]).toMatch(
      /^PUBLIC_STOREFRONT_API_VERSION is missing: set 2026-04/,
    );
    expect(messagesOf({...READY, PUBLIC_STOREFRONT_API_VERSION: '2027-01'})).toEqual([
      'PUBLIC_STOREFRONT_API_VERSION is 2027-01, which the tests do not validate: use 2026-04',
    ]);
  });

  it('checks the checkout domain, the account URL and the Supabase key’s shape', () => {
    expect(
      messagesOf({
        ...READY,
        PUBLIC_CHECKOUT_DOMAIN: 'https://checkout.wildroot.com/cart',
        PUBLIC_ACCOUNT_URL: 'http://shopify.com/1/account',
        SUPABASE_ANON_KEY: 'not-a-key',
      }),
    ).toEqual([
      'PUBLIC_CHECKOUT_DOMAIN must be a domain, without a path',
      'PUBLIC_ACCOUNT_URL must be an https:// URL (https://shopify.com/<shop-id>/account)',
      'SUPABASE_ANON_KEY is neither a publishable key (sb_publishable_…) nor a legacy anon key (a JWT with role "anon")',
    ]);
  });

  it('notes optional variables that are not set without failing', () => {
    const {problems, notes} = goLiveReport({
      ...READY,
      PUBLIC_CHECKOUT_DOMAIN: undefined,
      PRIVATE_STOREFRONT_API_TOKEN: undefined,
    });
    expect(problems).toEqual([]);
    expect(notes.map((note) => note.split(' ')[0])).toEqual([
      'PUBLIC_CHECKOUT_DOMAIN',
      'PRIVATE_STOREFRONT_API_TOKEN',
    ]);
  });

  it('wants the customer account URL: the store domain’s /account is not it on a headless shop', () => {
    expect(goLiveReport({...READY, PUBLIC_ACCOUNT_URL: undefined}).problems).toEqual([
      {variable: 'PUBLIC_ACCOUNT_URL', message: 'PUBLIC_ACCOUNT_URL is missing'},
    ]);
  });
});
