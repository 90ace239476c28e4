import {BRAND} from '~/content/brand';
import type {Notice} from '~/lib/notice';

/** Newsletter sign-up (SPEC.md 5 "Newsletter email", 8 "Newsletter"). */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 255;

export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: `Email must be less than ${NEWSLETTER_EMAIL_MAX_LENGTH} characters`,
  validationTitle: 'Validation Error',
  fallback: 'Invalid email',
  welcomeTitle: `Welcome to ${BRAND.newsletterCircle}!`,
  welcomeDescription: "You'll receive exclusive access to rituals and new product launches.",
  unavailableTitle: 'Sign-up not saved',
  unavailable: `We couldn't add you to ${BRAND.newsletterCircle} right now. Please try again in a moment.`,
} as const;

/** Where a sign-up came from, stored with it; anything unknown is recorded as the generic website. */
export const NEWSLETTER_SOURCES = ['home', 'newsletter-page', 'website'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** A valid sign-up, as the schema in newsletterForm.server.ts leaves it. */
export interface NewsletterSignUp {
  email: string;
  source: NewsletterSource;
}

/** What the newsletter action answers: the notice, and on failure the address and the message. */
export type NewsletterActionData =
  {ok: true; notice: Notice} | {ok: false; email: string; error: string; notice: Notice};
