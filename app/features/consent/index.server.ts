// The consent feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {
  clearConsentCookieHeader,
  CONSENT_SHARED_COOKIE,
  consentCookieHeader,
  hasGpcSignal,
  readConsentCookie,
} from './consent.server';
export {parseOptOutForm} from './optOutForm.server';
export {storePrivacyRequest} from './privacyRequests.server';
export {loadShopAnalytics, shopifyPrivacySettings} from './shopifyAnalytics.server';
