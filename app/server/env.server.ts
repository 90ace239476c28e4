import {z} from 'zod';
import {
  LOCAL_SITE_ORIGIN,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  productionProblems,
} from './envRules.mjs';
import {PROVIDER_BUDGET_MS} from './providerDeadline.server';
import {lazySchema} from './zod.server';

/**
 * Every variable the worker reads, as to its shape. Missing required ones fail the request with their
 * names; outside SITE_ENV=local the rules of envRules.mjs apply on top (no loopback services, no public
 * or short session secret, no local or secret Supabase key).
 */
export const envSchema = lazySchema(() => {
  const required = z.string().trim().min(1);
  return z.object({
    SESSION_SECRET: required.min(16),
    PUBLIC_STORE_DOMAIN: required,
    PUBLIC_STOREFRONT_API_TOKEN: required,
    PRIVATE_STOREFRONT_API_TOKEN: z.string().optional(),
    PUBLIC_STOREFRONT_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .default('2025-07'),
    PUBLIC_STOREFRONT_ID: z.string().optional(),
    PUBLIC_CHECKOUT_DOMAIN: z.string().optional(),
    PUBLIC_ACCOUNT_URL: z.url().optional(),
    /** Where product images come from besides Shopify's CDN (the local stack's CDN stand-in). */
    PUBLIC_IMAGE_ORIGIN: z.url().optional(),
    /**
     * The shop's public origin (`https://shop.example.com`): canonical links, og:url, JSON-LD, the sitemap,
     * robots.txt and Auth's email links name it, never the request's Host.
     */
    PUBLIC_SITE_ORIGIN: z
      .url()
      .refine((value) => /^https?:$/.test(new URL(value).protocol), 'must be an http(s) origin')
      .transform((value) => new URL(value).origin),
    /** One Storefront call's budget; it can only be lowered (providerDeadline.server). */
    STOREFRONT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .max(PROVIDER_BUDGET_MS.storefront)
      .default(PROVIDER_BUDGET_MS.storefront),
    SUPABASE_URL: z.url(),
    /** The project's publishable key (sb_publishable_…) or its legacy anon key (a JWT). */
    SUPABASE_ANON_KEY: required,
    SITE_ENV: z.enum(['local', 'production']).default('production'),
  });
});

export type AppConfig = z.infer<ReturnType<typeof envSchema>>;

export class MissingEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to serve: missing or unsafe environment: ${problems.join('; ')}`);
    this.name = 'MissingEnvironmentError';
  }
}

/**
 * The worker's configuration, or a MissingEnvironmentError naming every missing or unsafe variable. Only
 * SITE_ENV=local may leave Supabase unset (it then means the local stack); anything else (SITE_ENV unset
 * included) must name real services and a strong secret, so production never silently falls back to
 * 127.0.0.1 or the public demo key.
 */
export function parseEnv(env: Record<string, unknown>): AppConfig {
  const local = env.SITE_ENV === 'local';
  const input: Record<string, unknown> = local
    ? {
        SUPABASE_URL: LOCAL_SUPABASE_URL,
        SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
        PUBLIC_SITE_ORIGIN: LOCAL_SITE_ORIGIN,
        ...withoutEmpty(env),
      }
    : env;
  const plain = plainConfig(input);
  const result = plain ? ({success: true, data: plain} as const) : envSchema().safeParse(input);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const message =
          input[name] === undefined || input[name] === ''
            ? `${name} is missing`
            : `${name}: ${issue.message}`;
        return {variable: name, message};
      });
  if (!local) {
    const strings = Object.fromEntries(
      Object.entries(input).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    for (const problem of productionProblems(strings)) {
      if (!problems.some((known) => known.variable === problem.variable)) problems.push(problem);
    }
  }
  if (result.success && problems.length === 0) return result.data;
  throw new MissingEnvironmentError(problems.map((problem) => problem.message));
}

/** Variables envSchema keeps as given when they are strings (or absent, for the optional ones). */
const REQUIRED_TEXT = [
  'SESSION_SECRET',
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_STOREFRONT_API_TOKEN',
  'SUPABASE_ANON_KEY',
] as const;
const OPTIONAL_TEXT = [
  'PRIVATE_STOREFRONT_API_TOKEN',
  'PUBLIC_STOREFRONT_ID',
  'PUBLIC_CHECKOUT_DOMAIN',
] as const;
const OPTIONAL_URLS = ['PUBLIC_ACCOUNT_URL', 'PUBLIC_IMAGE_ORIGIN'] as const;
/** Nothing envSchema's trimming or its URL check would rewrite: no space at the ends, no tab or line break. */
const UNCHANGED_TEXT = /^(?!\s)[^\t\n\r]*(?<!\s)$/;

const isPlainText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && UNCHANGED_TEXT.test(value);
/** Whether the runtime can make a URL of it, as zod's URL check asks. */
function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
const isPlainUrl = (value: unknown): value is string => isPlainText(value) && parsesAsUrl(value);

/**
 * What envSchema makes of an environment that plainly passes it, checked without zod; null when the input is
 * anything else (a missing, empty, padded or malformed value), which envSchema then reads and explains. A new
 * isolate reads its environment on its first request: building zod's schema for it cost every cold start
 * about 8 ms, though a deployed environment is a valid one. env.server.test.ts holds both to the same answers.
 */
export function plainConfig(input: Record<string, unknown>): AppConfig | null {
  for (const name of REQUIRED_TEXT) if (!isPlainText(input[name])) return null;
  if ((input.SESSION_SECRET as string).length < 16) return null;
  for (const name of OPTIONAL_TEXT) {
    if (input[name] !== undefined && typeof input[name] !== 'string') return null;
  }
  for (const name of OPTIONAL_URLS) {
    if (input[name] !== undefined && !isPlainUrl(input[name])) return null;
  }
  const version = input.PUBLIC_STOREFRONT_API_VERSION;
  if (version !== undefined && !(typeof version === 'string' && /^\d{4}-\d{2}$/.test(version))) {
    return null;
  }
  const site = input.PUBLIC_SITE_ORIGIN;
  if (!isPlainUrl(site) || !/^https?:$/.test(new URL(site).protocol)) return null;
  const supabaseUrl = input.SUPABASE_URL;
  if (!isPlainUrl(supabaseUrl)) return null;
  const siteEnv = input.SITE_ENV;
  if (siteEnv !== undefined && siteEnv !== 'local' && siteEnv !== 'production') return null;
  const timeout = input.STOREFRONT_TIMEOUT_MS;
  let timeoutMs: number = PROVIDER_BUDGET_MS.storefront;
  if (timeout !== undefined) {
    if (
      typeof timeout !== 'number' &&
      !(typeof timeout === 'string' && /^[1-9]\d{0,8}$/.test(timeout))
    ) {
      return null;
    }
    timeoutMs = Number(timeout);
    if (
      !Number.isInteger(timeoutMs) ||
      timeoutMs <= 0 ||
      timeoutMs > PROVIDER_BUDGET_MS.storefront
    ) {
      return null;
    }
  }
  // The schema's output: its keys only, in its order, an absent optional one absent and a given one kept.
  const config: Record<string, unknown> = {
    SESSION_SECRET: input.SESSION_SECRET,
    PUBLIC_STORE_DOMAIN: input.PUBLIC_STORE_DOMAIN,
    PUBLIC_STOREFRONT_API_TOKEN: input.PUBLIC_STOREFRONT_API_TOKEN,
  };
  const keep = (name: string) => {
    if (name in input) config[name] = input[name];
  };
  keep('PRIVATE_STOREFRONT_API_TOKEN');
  config.PUBLIC_STOREFRONT_API_VERSION = version ?? '2025-07';
  keep('PUBLIC_STOREFRONT_ID');
  keep('PUBLIC_CHECKOUT_DOMAIN');
  keep('PUBLIC_ACCOUNT_URL');
  keep('PUBLIC_IMAGE_ORIGIN');
  config.PUBLIC_SITE_ORIGIN = new URL(site).origin;
  config.STOREFRONT_TIMEOUT_MS = timeoutMs;
  config.SUPABASE_URL = supabaseUrl;
  config.SUPABASE_ANON_KEY = input.SUPABASE_ANON_KEY;
  config.SITE_ENV = siteEnv ?? 'production';
  return config as AppConfig;
}

function withoutEmpty(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The store's origin with a scheme, whether the variable holds `shop.myshopify.com` or a URL. */
export function storeOrigin(config: Pick<AppConfig, 'PUBLIC_STORE_DOMAIN'>): string {
  const domain = config.PUBLIC_STORE_DOMAIN.replace(/\/+$/, '');
  return /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
}

/** Where the account icon points: the provider-hosted account page. */
export function accountUrl(config: Pick<AppConfig, 'PUBLIC_STORE_DOMAIN' | 'PUBLIC_ACCOUNT_URL'>) {
  return config.PUBLIC_ACCOUNT_URL ?? `${storeOrigin(config)}/account`;
}

/**
 * The checkout's host (no scheme), as Shopify's Customer Privacy API wants it: `PUBLIC_CHECKOUT_DOMAIN`
 * when the checkout has its own domain, else the store domain's host.
 */
export function checkoutDomain(
  config: Pick<AppConfig, 'PUBLIC_STORE_DOMAIN' | 'PUBLIC_CHECKOUT_DOMAIN'>,
): string {
  const configured = config.PUBLIC_CHECKOUT_DOMAIN?.trim();
  return new URL(
    configured
      ? /^https?:\/\//.test(configured)
        ? configured
        : `https://${configured}`
      : storeOrigin(config),
  ).host;
}
