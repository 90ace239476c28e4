import {Form, Link, useActionData, useNavigation, type MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {FormField, SubmitButton} from '~/ui/FormField';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  AUTH_OUTCOME_MESSAGES,
  describeAuthError,
  isEmailWithheld,
} from '~/features/auth';
import {authEmailRedirect, parseEmailForm} from '~/features/auth/index.server';
import {answerForm, formSubmission} from '~/server/forms.server';
import {canonicalUrl, pageMeta} from '~/ui/seo';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Reset your password',
    description: 'Ask for a link to choose a new password for your Wildroot Botanicals account.',
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url)};
}

interface ResetResult {
  email: string;
  fieldError?: string;
  formError?: string;
}

/**
 * Step 1 of a password reset: Auth emails a link to /auth/confirm (type recovery), which signs the shopper
 * in and leads to /auth/new-password. Every address gets the same answer, so the form never tells whether
 * an address has an account.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const submission = formSubmission(form, context.session);
  const failed = (result: ResetResult, status: number) =>
    answerForm(submission, {data: result, status});
  if (!form) return failed({email: '', formError: 'Invalid form submission'}, 400);
  const parsed = parseEmailForm(form);
  if (!parsed.ok) {
    const {values, firstMessage} = parsed;
    return failed(
      {email: values.email ?? '', fieldError: firstMessage, formError: firstMessage},
      400,
    );
  }
  const {email} = parsed.data;
  try {
    const {error} = await context.supabase.auth.resetPasswordForEmail(email, {
      redirectTo: authEmailRedirect(context),
    });
    // Only a known address meets the email limits, so a withheld email is answered like an unknown address.
    if (error && !isEmailWithheld(error)) {
      const outcome = describeAuthError('reset', error);
      if (outcome.status === 503)
        console.error(
          `Auth service unavailable (${error.status ?? 'no answer'}): ${error.message}`,
        );
      return failed({email, formError: outcome.message}, outcome.status);
    }
  } catch (error) {
    console.error(error);
    return failed({email, formError: AUTH_MESSAGES.genericError}, 503);
  }
  const notice = {kind: 'success', title: AUTH_OUTCOME_MESSAGES.resetRequested} as const;
  return answerForm<ResetResult>(submission, {
    data: {email},
    next: {to: '/auth/reset', notice},
  });
}

export default function ResetPasswordPage() {
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-center font-display text-4xl text-forest-900">Reset your password</h1>
      <p className="mt-3 text-center text-bark-700">
        Enter the email address of your account and we will email you a link to choose a new
        password.
      </p>
      {result?.formError && !result.fieldError ? (
        <p
          role="alert"
          className="mt-8 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40"
        >
          {result.formError}
        </p>
      ) : null}
      <Form
        method="post"
        replace
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
      >
        <fieldset disabled={submitting} className="space-y-5">
          <legend className="sr-only">Ask for a password reset link</legend>
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={result?.email ?? ''}
            maxLength={EMAIL_MAX_LENGTH}
            error={result?.fieldError}
          />
          <SubmitButton submitting={submitting}>Send reset link</SubmitButton>
        </fieldset>
      </Form>
      <p className="mt-6 text-center text-bark-700">
        Remembered it?{' '}
        <Link to="/auth" className="font-semibold text-forest-800 underline underline-offset-4">
          Login
        </Link>
      </p>
    </section>
  );
}
