import {z} from 'zod';
import {BRAND} from './brand';
import {formText} from './forms';
import {preferJitlessZod} from './zod';

preferJitlessZod();

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

/** The one schema of the newsletter form: trimmed; required, then valid, then at most 255; lower-cased. */
export const newsletterFormSchema = z.object({
  email: z
    .string({error: NEWSLETTER_MESSAGES.required})
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalid).max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.tooLong))
    .transform((email) => email.toLowerCase()),
  source: z.enum(NEWSLETTER_SOURCES).catch('website'),
});

export type NewsletterSignUp = z.infer<typeof newsletterFormSchema>;

export type NewsletterParseResult =
  | {ok: true; data: NewsletterSignUp}
  | {ok: false; email: string; message: string};

export function parseNewsletterForm(form: FormData): NewsletterParseResult {
  const email = formText(form, 'email');
  const result = newsletterFormSchema.safeParse({email, source: formText(form, 'source')});
  if (result.success) return {ok: true, data: result.data};
  const message = result.error.issues.find((issue) => issue.path[0] === 'email')?.message;
  return {
    ok: false,
    // Kept for the shopper to correct, capped so a huge post is not echoed back.
    email: (email ?? '').slice(0, NEWSLETTER_EMAIL_MAX_LENGTH + 64),
    message: message ?? NEWSLETTER_MESSAGES.fallback,
  };
}
