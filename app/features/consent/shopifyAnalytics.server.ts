// What Hydrogen's Analytics.Provider needs from the server: the shop's analytics identity and the public
// settings of Shopify's Customer Privacy API. Both are the same for every visitor, so shared pages may carry them.
import {getShopAnalytics, type ShopAnalytics} from '@shopify/hydrogen';
import {checkoutDomain, type AppConfig} from '~/server/env.server';
import type {PageCacheControl} from '~/sharing/index.server';

/** Public settings for Shopify's Customer Privacy API (the token is the public Storefront token). */
export interface ShopifyPrivacySettings {
  checkoutDomain: string;
  storefrontAccessToken: string;
}

export function shopifyPrivacySettings(config: AppConfig): ShopifyPrivacySettings {
  return {
    checkoutDomain: checkoutDomain(config),
    storefrontAccessToken: config.PUBLIC_STOREFRONT_API_TOKEN,
  };
}

interface ShopAnalyticsContext {
  storefront: Parameters<typeof getShopAnalytics>[0]['storefront'];
  config: AppConfig;
  pageCache: Pick<PageCacheControl, 'refuse'>;
}

/**
 * The shop's analytics identity, for the root loader to defer: never awaited before the page renders, cached
 * for an hour by Hydrogen (CacheLong), and null when Shopify fails (then no event can be sent from this page,
 * and the page is not shared, so the next visitor gets a fresh try).
 */
export function loadShopAnalytics({
  storefront,
  config,
  pageCache,
}: ShopAnalyticsContext): Promise<ShopAnalytics | null> {
  // The context's storefront is bounded by the request's deadline (providerDeadline.server).
  return getShopAnalytics({
    storefront,
    publicStorefrontId: config.PUBLIC_STOREFRONT_ID ?? '0',
  }).catch((error: unknown) => {
    console.error(error);
    pageCache.refuse();
    return null;
  });
}
