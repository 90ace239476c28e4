// The consent feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {
  CONSENT_INTENTS,
  CONSENT_KEY,
  consentForChoice,
  OPTIONAL_CATEGORIES,
  type ConsentActionData,
  type ConsentIntent,
  type ConsentRecord,
} from './consent';
export {ConsentBanner} from './ConsentBanner';
export {listenForCookieSettings} from './consentBrowser';
export {OptOutForm} from './OptOutForm';
export {OPT_OUT_MESSAGES, optOutValues, type OptOutActionData} from './optOutForm';
export {ShopifyPrivacy} from './ShopifyPrivacy';
export type {ViewedProductData} from './shopifyConsent';
