import {useFetcher} from '@remix-run/react';
import {lazy, Suspense, useEffect, useState} from 'react';
import type {ConsentActionData} from './consent';
import {browserGpc} from './consentBrowser';
import type {ShopifyPrivacyProps} from './ShopifyConsentBridge.client';

// Hydrogen's analytics and Shopify's Customer Privacy API are loaded on demand, never with the page: they
// would push the product page past its 110 kB first-load budget, and no shopper waits for them.
const ShopifyConsentBridge = lazy(() => import('./ShopifyConsentBridge.client'));

/**
 * Tells Shopify the shopper's cookie choice (and GPC) once the page is idle, and lets Shopify's analytics
 * events through where that choice allows. Nothing loads before there is something to tell: a shopper
 * who has not chosen and sends no GPC signal is neither asked about nor tracked by Shopify.
 */
export function ShopifyPrivacy({consent, gpc, shop, settings}: ShopifyPrivacyProps) {
  // The banner's fetcher: its answer is the new choice, before the root loader reads the cookie again.
  const fetcher = useFetcher<ConsentActionData>({key: 'consent'});
  const chosen = fetcher.data && 'consent' in fetcher.data ? fetcher.data.consent : null;
  const record = chosen ?? consent;
  const [browserSignal, setBrowserSignal] = useState(false);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    setBrowserSignal(browserGpc());
    return whenIdle(() => setIdle(true));
  }, []);

  const signal = gpc || browserSignal;
  if (!idle || (!record && !signal)) return null;
  return (
    <Suspense fallback={null}>
      <ShopifyConsentBridge consent={record} gpc={signal} shop={shop} settings={settings} />
    </Suspense>
  );
}

/** Runs `callback` once the browser is idle after the first paint (at most 2 s later); returns a cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 2000});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}
