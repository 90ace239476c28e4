import {z} from 'zod';
import {AUTH_MESSAGES, AUTH_MODES, EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AuthFieldErrors} from './authForm';
import {preferJitlessZod} from '~/server/zod.server';

preferJitlessZod();

export const authModeSchema = z.enum(AUTH_MODES);

/** The one schema of the sign-in / sign-up form, used by the action and the page. */
export const authFormSchema = z.object({
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
    .max(72, 'Password must be at most 72 characters'),
});

export function parseAuthForm(form: FormData) {
  const result = authFormSchema.safeParse({
    email: typeof form.get('email') === 'string' ? form.get('email') : undefined,
    password: typeof form.get('password') === 'string' ? form.get('password') : undefined,
  });
  if (result.success) return {ok: true as const, data: result.data};
  const fieldErrors: AuthFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  const firstMessage = result.error.issues[0]?.message ?? AUTH_MESSAGES.genericError;
  return {ok: false as const, fieldErrors, firstMessage};
}


/** Resend the confirmation, or ask for a reset link: the email alone, under the same rules. */
export const emailOnlySchema = authFormSchema.pick({email: true});

export function parseEmailForm(form: FormData) {
  const result = emailOnlySchema.safeParse({
    email: typeof form.get('email') === 'string' ? form.get('email') : undefined,
  });
  if (result.success) return {ok: true as const, data: result.data};
  const message = result.error.issues[0]?.message ?? AUTH_MESSAGES.genericError;
  return {ok: false as const, fieldErrors: {email: message} satisfies AuthFieldErrors, firstMessage: message};
}

/** A new password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: authFormSchema.shape.password,
    confirmPassword: z.string({error: 'Please repeat the new password'}).min(1, 'Please repeat the new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export type NewPasswordFieldErrors = Partial<Record<'password' | 'confirmPassword', string>>;

export function parseNewPasswordForm(form: FormData) {
  const text = (name: string) => (typeof form.get(name) === 'string' ? form.get(name) : undefined);
  const result = newPasswordSchema.safeParse({password: text('password'), confirmPassword: text('confirmPassword')});
  if (result.success) return {ok: true as const, data: {password: result.data.password}};
  const fieldErrors: NewPasswordFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'password' || field === 'confirmPassword') && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  const firstMessage = fieldErrors.password ?? fieldErrors.confirmPassword ?? AUTH_MESSAGES.genericError;
  return {ok: false as const, fieldErrors, firstMessage};
}
