import {useRouteLoaderData} from '@remix-run/react';
import type {CartReturn, ShopAnalytics, VisitorConsent} from '@shopify/hydrogen';
// Not '@shopify/hydrogen': that copy is in every page's first-load JavaScript (vite.config.ts).
import {Analytics, useAnalytics} from 'hydrogen-lazy-copy';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {ConsentRecord} from './consent';
import type {ShopifyPrivacySettings} from './shopifyAnalytics.server';
import {
  shopifyAnalyticsAllowed,
  type ViewedProductData,
  shopifyConsentFor,
  shopifyConsentKey,
  viewedProduct,
} from './shopifyConsent';
import {useRootCart} from '~/features/cart';

/** The shopper's choice and GPC signal, the shop's analytics identity and Shopify's privacy settings. */
export interface ShopifyPrivacyProps {
  consent: ConsentRecord | null;
  gpc: boolean;
  shop: Promise<ShopAnalytics | null>;
  settings: ShopifyPrivacySettings;
}

/**
 * Hydrogen's Analytics.Provider with Shopify's own banner off: it loads Shopify's Customer Privacy API, on
 * which we set the shopper's choice, and publishes Shopify's analytics events (page view, product view, add
 * to cart) only once Shopify holds a choice that allows analytics. Loaded lazily (ShopifyPrivacy).
 */
export default function ShopifyConsentBridge({consent, gpc, shop, settings}: ShopifyPrivacyProps) {
  const {cart} = useRootCart();
  const wanted = useMemo(() => shopifyConsentFor(consent, gpc), [consent, gpc]);
  const [appliedKey, setAppliedKey] = useState<string | null>(null);

  // Until Shopify has recorded this very choice, nothing is published: its API may still hold an older or
  // default answer (in the US, "allowed") when it loads.
  const trackingAllowed = useRef(false);
  trackingAllowed.current =
    wanted !== null && appliedKey === shopifyConsentKey(wanted) && shopifyAnalyticsAllowed(consent);
  // One identity for the page's life: Hydrogen keeps this function in state and calls it on each render.
  const canTrack = useCallback(() => trackingAllowed.current, []);

  // The Provider fills in missing fields on this object, so it is made once.
  const privacy = useMemo(
    () => ({
      checkoutDomain: settings.checkoutDomain,
      storefrontAccessToken: settings.storefrontAccessToken,
      withPrivacyBanner: false,
      // Always the checkout domain: Hydrogen would otherwise pick our own domain on documents whose
      // Server-Timing says the worker proxies the Storefront API, and the page cache strips that header,
      // so shared and rendered pages would send the choice to different places.
      sameDomainForStorefrontApi: false,
      country: 'US' as const,
      language: 'EN' as const,
    }),
    [settings.checkoutDomain, settings.storefrontAccessToken],
  );

  return (
    <Analytics.Provider
      // Hydrogen types the cart as a whole Cart; its analytics read the fields the cart fragment selects.
      cart={cart as CartReturn | null}
      shop={shop}
      consent={privacy}
      canTrack={canTrack}
    >
      {wanted ? <ConsentToShopify consent={wanted} onRecorded={setAppliedKey} /> : null}
      <ProductViewed />
    </Analytics.Provider>
  );
}

/** Sets the choice on Shopify's Customer Privacy API as soon as the Provider has loaded it. */
function ConsentToShopify({
  consent,
  onRecorded,
}: {
  consent: VisitorConsent;
  onRecorded: (key: string) => void;
}) {
  const {customerPrivacy} = useAnalytics();
  const key = shopifyConsentKey(consent);
  const latest = useRef(consent);
  latest.current = consent;

  useEffect(() => {
    if (!customerPrivacy) return;
    let current = true;
    customerPrivacy.setTrackingConsent(latest.current, (result) => {
      if (!current) return;
      if (result?.error) {
        // The shopper cannot fix this; Shopify keeps its previous answer and nothing is published.
        console.warn(`[consent] Shopify did not record the cookie choice: ${result.error}`);
        return;
      }
      console.info(`[consent] Shopify customer privacy set: ${key}`);
      onRecorded(key);
    });
    return () => {
      current = false;
    };
  }, [customerPrivacy, key, onRecorded]);
  return null;
}

/** On a product page, Shopify's product-view event for the product and variant shown. */
function ProductViewed() {
  const data = useRouteLoaderData<ViewedProductData>('routes/product.$handle');
  const product = data ? viewedProduct(data.product, data.selectedVariantId) : null;
  return product ? <Analytics.ProductView data={{products: [product]}} /> : null;
}
