import {z} from 'zod';
import {formText} from '~/lib/forms';
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  type NewsletterSignUp,
} from './newsletterForm';
import {preferJitlessZod} from '~/server/zod.server';

preferJitlessZod();

/** The one schema of the newsletter form: trimmed; required, then valid, then at most 255; lower-cased. */
export const newsletterFormSchema = z.object({
  email: z
    .string({error: NEWSLETTER_MESSAGES.required})
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .pipe(z.email(NEWSLETTER_MESSAGES.invalid).max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.tooLong))
    .transform((email) => email.toLowerCase()),
  source: z.enum(NEWSLETTER_SOURCES).catch('website'),
}) satisfies z.ZodType<NewsletterSignUp>;

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
