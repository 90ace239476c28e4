/// <reference types="vite/client" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />

import type {createAppLoadContext} from '~/context.server';

declare global {
  /** A global `process` object is only available during build to access NODE_ENV. */
  const process: {env: {NODE_ENV: 'production' | 'development'}};

  /** What Oxygen (or mini-oxygen) passes to the worker. Parsed with zod in the context factory. */
  interface Env {
    SESSION_SECRET: string;
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_STOREFRONT_API_TOKEN: string;
    PRIVATE_STOREFRONT_API_TOKEN?: string;
    PUBLIC_STOREFRONT_API_VERSION?: string;
    PUBLIC_STOREFRONT_ID?: string;
    PUBLIC_CHECKOUT_DOMAIN?: string;
    PUBLIC_ACCOUNT_URL?: string;
    PUBLIC_IMAGE_ORIGIN?: string;
    PUBLIC_SITE_ORIGIN?: string;
    STOREFRONT_TIMEOUT_MS?: string;
    SUPABASE_URL?: string;
    SUPABASE_ANON_KEY?: string;
    SITE_ENV?: 'local' | 'production';
  }
}

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

declare module '@shopify/remix-oxygen' {
  // Declaration merging: the context type is whatever the factory returns.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends Awaited<ReturnType<typeof createAppLoadContext>> {}
}
