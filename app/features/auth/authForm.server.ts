import {z} from 'zod';
import {AUTH_MODES, EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH} from './authForm';
import {parseForm} from '~/server/forms.server';
import {lazySchema} from '~/server/zod.server';

export const authModeSchema = lazySchema(() => z.enum(AUTH_MODES));

/** The one schema of the sign-in / sign-up form, used by the action and the page. */
export const authFormSchema = lazySchema(() =>
  z.object({
    email: z
      .string({error: 'Email is required'})
      .trim()
      .min(1, 'Email is required')
      .max(EMAIL_MAX_LENGTH, `Email must be less than ${EMAIL_MAX_LENGTH} characters`)
      .pipe(z.email('Please enter a valid email address')),
    password: z
      .string({error: 'Password is required'})
      .min(1, 'Password is required')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(72, 'Password must be at most 72 characters')
      // Auth counts bytes (bcrypt reads at most 72): an accented letter is two, an emoji four.
      .refine(
        (password) => new TextEncoder().encode(password).length <= 72,
        'Password is too long: accented letters and emoji count as two to four characters, and 72 is the most',
      ),
  }),
);

/** A password is read exactly as typed, and never put back into the page. */
export function parseAuthForm(form: FormData) {
  return parseForm(form, authFormSchema(), {secret: ['password']});
}

/** Resend the confirmation, or ask for a reset link: the email alone, under the same rules. */
export const emailOnlySchema = lazySchema(() => authFormSchema().pick({email: true}));

export function parseEmailForm(form: FormData) {
  return parseForm(form, emailOnlySchema());
}

/** A new password, typed twice. */
export const newPasswordSchema = lazySchema(() =>
  z
    .object({
      password: authFormSchema().shape.password,
      confirmPassword: z
        .string({error: 'Please repeat the new password'})
        .min(1, 'Please repeat the new password'),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The passwords do not match',
    }),
);

export function parseNewPasswordForm(form: FormData) {
  return parseForm(form, newPasswordSchema(), {secret: ['password', 'confirmPassword']});
}
