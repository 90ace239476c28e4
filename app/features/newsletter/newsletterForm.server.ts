import {z} from 'zod';
import {parseForm} from '~/server/forms.server';
import {
  NEWSLETTER_EMAIL_MAX_LENGTH,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  type NewsletterSignUp,
} from './newsletterForm';
import {lazySchema} from '~/server/zod.server';

/** The one schema of the newsletter form: trimmed; required, then valid, then at most 255; lower-cased. */
export const newsletterFormSchema = lazySchema(
  () =>
    z.object({
      email: z
        .string({error: NEWSLETTER_MESSAGES.required})
        .trim()
        .min(1, NEWSLETTER_MESSAGES.required)
        .pipe(
          z
            .email(NEWSLETTER_MESSAGES.invalid)
            .max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.tooLong),
        )
        .transform((email) => email.toLowerCase()),
      source: z.enum(NEWSLETTER_SOURCES).catch('website'),
    }) satisfies z.ZodType<NewsletterSignUp>,
);

/** Reads and checks the sign-up form. */
export function parseNewsletterForm(form: FormData) {
  return parseForm(form, newsletterFormSchema());
}
