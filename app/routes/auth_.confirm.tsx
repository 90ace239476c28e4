import {Form, Link, useLoaderData, useNavigation, type MetaFunction} from '@remix-run/react';
import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {EmailOtpType} from '@supabase/supabase-js';
import {FormField, SubmitButton} from '~/ui/FormField';
import {EMAIL_MAX_LENGTH, AUTH_OUTCOME_MESSAGES, describeAuthError} from '~/features/auth';
import {flashNotice} from '~/server/flash.server';
import {pageMeta} from '~/ui/seo';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction = () => [
  ...pageMeta({
    title: 'Email link',
    description: 'Confirm your email address or reset your password.',
    url: undefined,
  }),
  {name: 'robots', content: 'noindex'},
];

const EMAIL_LINK_TYPES: readonly EmailOtpType[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
];

function linkType(value: string | null): EmailOtpType | null {
  return EMAIL_LINK_TYPES.find((type) => type === value) ?? null;
}

/**
 * Where Auth's emails lead. The Supabase email templates send `?token_hash=…&type=signup|recovery` here
 * (README, "Email links"), and the token hash is exchanged on the server with `verifyOtp`, so the link
 * works in any browser, not only the one that signed up. A PKCE `?code=` (Auth's default templates, via
 * its /verify redirect) is exchanged too; that works only in the browser that asked, which holds the code
 * verifier cookie. Success signs the shopper in (session cookies) and redirects with a notice; a link that
 * has expired or was used answers a page that offers a new one.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tokenHash = url.searchParams.get('token_hash');
  const type = linkType(url.searchParams.get('type'));
  const code = url.searchParams.get('code');

  let recovery = type === 'recovery';
  let error: {status?: number; code?: string; message?: string} | null = null;
  try {
    if (tokenHash && type) {
      ({error} = await context.supabase.auth.verifyOtp({token_hash: tokenHash, type}));
    } else if (code) {
      const exchanged = await context.supabase.auth.exchangeCodeForSession(code);
      error = exchanged.error;
      // auth-js marks a recovery's code verifier ("<verifier>/recovery") and reports it as `redirectType`,
      // which its 2.109 types do not declare.
      recovery = 'redirectType' in exchanged.data && exchanged.data.redirectType === 'recovery';
    } else {
      return data({message: AUTH_OUTCOME_MESSAGES.linkExpired}, {status: 400});
    }
  } catch (thrown) {
    console.error(thrown);
    error = {};
  }

  if (error) {
    const outcome = describeAuthError('confirm', error);
    if (outcome.status === 503)
      console.error(`Auth service unavailable while verifying an email link: ${error.message}`);
    return data({message: outcome.message}, {status: outcome.status});
  }
  if (recovery) {
    flashNotice(context.session, {kind: 'info', title: AUTH_OUTCOME_MESSAGES.choosePassword});
    return redirect('/auth/new-password', 303);
  }
  flashNotice(context.session, {kind: 'success', title: AUTH_OUTCOME_MESSAGES.emailConfirmed});
  return redirect('/', 303);
}

export default function ConfirmEmailLink() {
  const {message} = useLoaderData<typeof loader>();
  const submitting = useNavigation().state === 'submitting';
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-center font-display text-4xl text-forest-900">
        This link no longer works
      </h1>
      <p
        role="alert"
        className="mt-6 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40"
      >
        {message}
      </p>
      <p className="mt-6 text-bark-700">
        Email links work once, for an hour. If you were confirming your account, we can send a new
        link:
      </p>
      <Form
        method="post"
        action="/auth"
        className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
      >
        <fieldset disabled={submitting} className="space-y-5">
          <legend className="sr-only">Send a new confirmation link</legend>
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
          <SubmitButton name="intent" value="resend">
            Send a new confirmation link
          </SubmitButton>
        </fieldset>
      </Form>
      <p className="mt-6 text-center text-bark-700">
        Resetting your password?{' '}
        <Link
          to="/auth/reset"
          className="font-semibold text-forest-800 underline underline-offset-4"
        >
          Ask for a new reset link
        </Link>
      </p>
      <p className="mt-2 text-center text-bark-700">
        Already confirmed?{' '}
        <Link to="/auth" className="font-semibold text-forest-800 underline underline-offset-4">
          Login
        </Link>
      </p>
    </section>
  );
}
