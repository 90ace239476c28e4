/**
 * The shop's policy facts (SPEC.md 9): shipping, returns, service times, retention and the
 * states whose residents may opt out. Pages and tests read them from here.
 */

/** Dates of the fixed policy documents (YYYY-MM-DD). Shipping and returns show today instead. */
export const POLICY_DATES = {
  privacy: '2025-11-01',
  security: '2025-11-01',
  terms: '2025-11-01',
  cookies: '2025-11-01',
} as const;

export {FREE_SHIPPING_THRESHOLD, FREE_SHIPPING_THRESHOLD_CENTS} from './freeShipping';

export const SHIPPING_OPTIONS = [
  {name: 'Standard', time: '3-5 business days', rate: '$5.95, free over $50'},
  {name: 'Expedited', time: '2-3 business days', rate: '$12.95'},
  {name: 'Express', time: '1-2 business days', rate: '$19.95'},
] as const;

export const SHIPPING = {
  processingTime: '1-2 business days',
  cutoff: '2 PM EST',
  damageReportDays: 7,
} as const;

export const RETURNS = {
  windowDays: 30,
  damageReportDays: 7,
  refundProcessing: '5-7 business days',
  bankProcessing: '5-10 business days',
  nonReturnable: [
    'Opened skincare',
    'Used soaps',
    'Opened supplements',
    'Gift cards',
    'Final-sale items',
  ],
} as const;

/** How soon we answer, per channel. */
export const RESPONSE_TIMES = {
  support: '24 business hours',
  accessibility: '5 business days',
  optOut: '15 business days',
} as const;

/** States whose residents may opt out of the sale or sharing of personal data (SPEC.md 5). */
export const OPT_OUT_STATES = [
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Iowa',
  'Montana',
  'Nebraska',
  'New Hampshire',
  'New Jersey',
  'Oregon',
  'Tennessee',
  'Texas',
  'Utah',
  'Virginia',
] as const;
export type OptOutState = (typeof OPT_OUT_STATES)[number];

export const RETENTION_PERIODS = [
  {data: 'Account data', period: 'For the life of your account plus 7 years'},
  {data: 'Order and transaction records', period: '7 years'},
  {data: 'Marketing data', period: 'Deleted within 30 days of your opt-out'},
  {data: 'Customer support messages', period: '3 years'},
  {data: 'Analytics data', period: 'Anonymized after 26 months'},
  {data: 'Cookies', period: 'From the end of your browsing session up to 24 months'},
] as const;

export const TERMS = {
  minimumAge: 18,
  warrantyDays: 30,
  informalDisputeDays: 60,
  arbitrationOptOutDays: 30,
  unsubscribeBusinessDays: 10,
  subscriptionIntervalDays: 30,
  currency: 'US dollars',
  governingLaw: 'Wyoming',
  venue: 'Sheridan County',
} as const;
