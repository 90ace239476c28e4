import {describe, expect, it} from 'vitest';
import {
  MissingEnvironmentError,
  accountUrl,
  checkoutDomain,
  envSchema,
  parseEnv,
  plainConfig,
  storeOrigin,
} from './env.server';
import {LOCAL_SITE_ORIGIN, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL} from './envRules.mjs';

const local = {
  SITE_ENV: 'local',
  SESSION_SECRET: 'local-session-secret-do-not-use-in-production',
  PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
};

const production = {
  SITE_ENV: 'production',
  SESSION_SECRET: 'q7Lx2vRk9PzW4mYt8NcB3hJf6GsD1aEu',
  PUBLIC_STORE_DOMAIN: 'wildroot.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'b1946ac92492d2347c6235b4d2611184',
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_ANON_KEY: 'sb_publishable_Zq3mN8vLx2Rt5Wk9Yp1Hc7_Jd4Fg6Bs',
  PUBLIC_SITE_ORIGIN: 'https://wildroot.example',
  PUBLIC_ACCOUNT_URL: 'https://shopify.com/12345/account',
};

/** The error parseEnv refuses `env` with; the test fails if parseEnv accepts it. */
function refusalOf(env: Record<string, unknown>): MissingEnvironmentError {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(MissingEnvironmentError);
    return error as MissingEnvironmentError;
  }
  return expect.unreachable('parseEnv accepted an environment it must refuse');
}

const problemsOf = (env: Record<string, unknown>) => refusalOf(env).problems;

describe('parseEnv with SITE_ENV=local', () => {
  it('applies defaults for optional values, Supabase meaning the local stack', () => {
    const config = parseEnv(local);
    expect(config.PUBLIC_STOREFRONT_API_VERSION).toBe('2025-07');
    expect(config.SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(config.SUPABASE_ANON_KEY).toMatch(/^eyJ/);
    expect(config.STOREFRONT_TIMEOUT_MS).toBe(2500);
    expect(config.SITE_ENV).toBe('local');
  });

  it('names every missing variable', () => {
    expect(() => parseEnv({SITE_ENV: 'local', PUBLIC_STORE_DOMAIN: 'x'})).toThrowError(
      /SESSION_SECRET is missing.*PUBLIC_STOREFRONT_API_TOKEN is missing/,
    );
    expect(problemsOf({...local, PUBLIC_STOREFRONT_API_TOKEN: ''})).toEqual([
      'PUBLIC_STOREFRONT_API_TOKEN is missing',
    ]);
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => parseEnv({...local, SUPABASE_URL: 'not a url'})).toThrowError(/SUPABASE_URL:/);
  });
});

describe('parseEnv outside SITE_ENV=local', () => {
  it('accepts real services with a strong secret, a publishable key or a legacy anon key', () => {
    expect(parseEnv(production).SUPABASE_URL).toBe('https://abcdefghijklmnop.supabase.co');
    const legacyAnon = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"role":"anon","ref":"abcdefghijklmnop"}').toString('base64url')}.sig`;
    expect(parseEnv({...production, SUPABASE_ANON_KEY: legacyAnon}).SUPABASE_ANON_KEY).toBe(
      legacyAnon,
    );
  });

  it('treats a missing SITE_ENV as production', () => {
    const {SITE_ENV: _siteEnv, ...unset} = production;
    expect(parseEnv(unset).SITE_ENV).toBe('production');
    expect(problemsOf({...unset, SUPABASE_URL: undefined})).toEqual(['SUPABASE_URL is missing']);
  });

  it('wants the public site origin, an https origin on the internet, and keeps only the origin', () => {
    expect(problemsOf({...production, PUBLIC_SITE_ORIGIN: undefined})).toEqual([
      'PUBLIC_SITE_ORIGIN is missing',
    ]);
    expect(problemsOf({...production, PUBLIC_SITE_ORIGIN: 'http://127.0.0.1:3000'})).toEqual([
      'PUBLIC_SITE_ORIGIN points at this machine (127.0.0.1): the local stack is for SITE_ENV=local only',
    ]);
    expect(problemsOf({...production, PUBLIC_SITE_ORIGIN: 'http://wildroot.example'})[0]).toMatch(
      /^PUBLIC_SITE_ORIGIN must be the shop's https:\/\/ origin/,
    );
    expect(
      problemsOf({...production, PUBLIC_SITE_ORIGIN: 'https://wildroot.example/shop'})[0],
    ).toMatch(/^PUBLIC_SITE_ORIGIN must be the shop's https:\/\/ origin/);
    expect(
      parseEnv({...production, PUBLIC_SITE_ORIGIN: 'https://wildroot.example/'}).PUBLIC_SITE_ORIGIN,
    ).toBe('https://wildroot.example');
    // Local: the local shop's address unless configured.
    expect(parseEnv(local).PUBLIC_SITE_ORIGIN).toBe('http://127.0.0.1:3000');
    expect(
      parseEnv({...local, PUBLIC_SITE_ORIGIN: 'http://127.0.0.1:3800'}).PUBLIC_SITE_ORIGIN,
    ).toBe('http://127.0.0.1:3800');
  });

  it('never falls back to the local Supabase stack', () => {
    expect(problemsOf({...production, SUPABASE_URL: undefined, SUPABASE_ANON_KEY: ''})).toEqual([
      'SUPABASE_URL is missing',
      'SUPABASE_ANON_KEY is missing',
    ]);
  });

  it('names every missing or unsafe variable in one error', () => {
    const {problems, message} = refusalOf({
      SITE_ENV: 'production',
      SESSION_SECRET: 'sixteen-chars-ok',
      PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100',
      SUPABASE_URL: 'http://localhost:54321',
      SUPABASE_ANON_KEY: 'sb_secret_abc',
    });
    expect(problems).toEqual([
      'PUBLIC_STOREFRONT_API_TOKEN is missing',
      'PUBLIC_SITE_ORIGIN is missing',
      'PUBLIC_ACCOUNT_URL is missing',
      'PUBLIC_STORE_DOMAIN points at this machine (127.0.0.1): the local stack is for SITE_ENV=local only',
      'SUPABASE_URL points at this machine (localhost): the local stack is for SITE_ENV=local only',
      'SESSION_SECRET is 16 characters: use at least 32 random characters',
      'SUPABASE_ANON_KEY is a secret (service_role) key, which bypasses Row Level Security: use the publishable (or anon) key',
    ]);
    expect(message).toMatch(
      /^Refusing to serve: missing or unsafe environment: PUBLIC_STOREFRONT_API_TOKEN is missing; /,
    );
    expect(message).not.toContain('sb_secret_abc');
  });

  it('refuses the public local session secret and the local demo keys', () => {
    expect(problemsOf({...production, SESSION_SECRET: local.SESSION_SECRET})).toEqual([
      'SESSION_SECRET is the public local default: set a long random secret of your own',
    ]);
    expect(
      problemsOf({...production, SUPABASE_ANON_KEY: parseEnv(local).SUPABASE_ANON_KEY}),
    ).toEqual([
      'SUPABASE_ANON_KEY is the Supabase CLI’s public local key: use your project’s publishable (or anon) key',
    ]);
  });
});

describe('storeOrigin and accountUrl', () => {
  it('adds https to a bare Shopify domain and keeps an explicit scheme', () => {
    expect(storeOrigin({PUBLIC_STORE_DOMAIN: 'wildroot.myshopify.com'})).toBe(
      'https://wildroot.myshopify.com',
    );
    expect(storeOrigin({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100/'})).toBe(
      'http://127.0.0.1:4100',
    );
  });

  it('points the account link at the store unless configured', () => {
    expect(accountUrl({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100'})).toBe(
      'http://127.0.0.1:4100/account',
    );
    expect(
      accountUrl({PUBLIC_STORE_DOMAIN: 'x', PUBLIC_ACCOUNT_URL: 'https://shopify.com/1/account'}),
    ).toBe('https://shopify.com/1/account');
  });
});

describe('checkoutDomain', () => {
  it('is the configured checkout host, with or without a scheme', () => {
    const store = 'wildroot.myshopify.com';
    expect(
      checkoutDomain({PUBLIC_STORE_DOMAIN: store, PUBLIC_CHECKOUT_DOMAIN: 'checkout.wildroot.com'}),
    ).toBe('checkout.wildroot.com');
    expect(
      checkoutDomain({
        PUBLIC_STORE_DOMAIN: store,
        PUBLIC_CHECKOUT_DOMAIN: 'https://checkout.wildroot.com/',
      }),
    ).toBe('checkout.wildroot.com');
  });

  it('falls back to the store domain’s host', () => {
    expect(checkoutDomain({PUBLIC_STORE_DOMAIN: 'wildroot.myshopify.com'})).toBe(
      'wildroot.myshopify.com',
    );
    expect(
      checkoutDomain({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100', PUBLIC_CHECKOUT_DOMAIN: ' '}),
    ).toBe('127.0.0.1:4100');
  });
});

describe('plainConfig, the check without zod', () => {
  /** What parseEnv hands the schema for SITE_ENV=local: the local stack's defaults under the variables. */
  const localInput = {
    SUPABASE_URL: LOCAL_SUPABASE_URL,
    SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
    PUBLIC_SITE_ORIGIN: LOCAL_SITE_ORIGIN,
    ...local,
  };
  const fullProduction = {
    ...production,
    PRIVATE_STOREFRONT_API_TOKEN: 'shpat_private',
    PUBLIC_STOREFRONT_API_VERSION: '2026-04',
    PUBLIC_STOREFRONT_ID: '1000012345',
    PUBLIC_CHECKOUT_DOMAIN: 'checkout.wildroot.example',
    PUBLIC_IMAGE_ORIGIN: 'https://images.wildroot.example',
    STOREFRONT_TIMEOUT_MS: '1800',
    PUBLIC_SITE_ORIGIN: 'https://wildroot.example/shop?from=env',
  };
  const values: unknown[] = [
    undefined,
    '',
    ' ',
    'x',
    ' padded ',
    'tab\there',
    'line\nbreak',
    '\u00a0nbsp',
    'not a url',
    'https://example.com',
    'https://example.com/path?q=1#f',
    ' https://example.com',
    'https://exa\nmple.com',
    'ftp://files.example.com',
    'mailto:shop@example.com',
    'http://127.0.0.1:3000',
    '2025-07',
    '2025-7',
    'local',
    'production',
    'staging',
    '0',
    '1',
    '2500',
    '2501',
    ' 900',
    '1e3',
    '0x10',
    '12.5',
    1200,
    12.5,
    -1,
    Number.NaN,
    null,
    true,
    'sixteen-chars-ok',
    'fifteen-chars-x',
  ];
  const variables = Object.keys(envSchema().shape);

  it('gives exactly what envSchema gives, or leaves the input to envSchema', () => {
    let plainAnswers = 0;
    for (const base of [localInput, production, fullProduction]) {
      for (const variable of variables) {
        for (const value of values) {
          const input: Record<string, unknown> = {...base, [variable]: value};
          const plain = plainConfig(input);
          if (plain === null) continue;
          plainAnswers += 1;
          const parsed = envSchema().safeParse(input);
          expect(parsed.success, `${variable}=${String(value)}`).toBe(true);
          expect(plain, `${variable}=${String(value)}`).toStrictEqual(parsed.data);
        }
      }
    }
    // Most of the corpus is left to the schema; what is answered must be a real share of it.
    expect(plainAnswers).toBeGreaterThan(100);
  });

  it('answers for the environments the shop runs with, locally and deployed', () => {
    for (const input of [localInput, production, fullProduction]) {
      expect(plainConfig(input)).toStrictEqual(envSchema().parse(input));
    }
    expect(plainConfig(fullProduction)?.PUBLIC_SITE_ORIGIN).toBe('https://wildroot.example');
    expect(plainConfig(fullProduction)?.STOREFRONT_TIMEOUT_MS).toBe(1800);
  });
});
