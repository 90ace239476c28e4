import {z} from 'zod';
import {preferJitlessZod} from './zod.server';

preferJitlessZod();

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
// The Supabase CLI's public local demo key; only valid against a local stack.
const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const required = z.string().trim().min(1);

/** Every variable the worker reads. Missing required ones fail the request with their names. */
export const envSchema = z.object({
  SESSION_SECRET: required.min(16),
  PUBLIC_STORE_DOMAIN: required,
  PUBLIC_STOREFRONT_API_TOKEN: required,
  PRIVATE_STOREFRONT_API_TOKEN: z.string().optional(),
  PUBLIC_STOREFRONT_API_VERSION: z.string().regex(/^\d{4}-\d{2}$/).default('2025-07'),
  PUBLIC_STOREFRONT_ID: z.string().optional(),
  PUBLIC_CHECKOUT_DOMAIN: z.string().optional(),
  PUBLIC_ACCOUNT_URL: z.url().optional(),
  /** Where product images come from besides Shopify's CDN (the local stack's CDN stand-in). */
  PUBLIC_IMAGE_ORIGIN: z.url().optional(),
  STOREFRONT_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(8_000),
  SUPABASE_URL: z.url().default(LOCAL_SUPABASE_URL),
  SUPABASE_ANON_KEY: required.default(LOCAL_SUPABASE_ANON_KEY),
  SITE_ENV: z.enum(['local', 'production']).default('production'),
});

export type AppConfig = z.infer<typeof envSchema>;

export class MissingEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'MissingEnvironmentError';
  }
}

export function parseEnv(env: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return env[name] === undefined || env[name] === '' ? `${name} is missing` : `${name}: ${issue.message}`;
  });
  throw new MissingEnvironmentError(problems);
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
export function checkoutDomain(config: Pick<AppConfig, 'PUBLIC_STORE_DOMAIN' | 'PUBLIC_CHECKOUT_DOMAIN'>): string {
  const configured = config.PUBLIC_CHECKOUT_DOMAIN?.trim();
  return new URL(configured ? (/^https?:\/\//.test(configured) ? configured : `https://${configured}`) : storeOrigin(config)).host;
}
