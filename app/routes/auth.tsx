import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from '@remix-run/react';
import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {PASSWORD_MIN_LENGTH, EMAIL_MAX_LENGTH, signInReturnPath} from '~/features/auth';
import {authModeSchema, authAction} from '~/features/auth/index.server';
import {FormField, SubmitButton} from '~/ui/FormField';
import {canonicalUrl, pageMeta} from '~/ui/seo';
import {getUser} from '~/server/supabase.server';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: data?.mode === 'signup' ? 'Sign Up' : 'Login',
    description: 'Sign in to your Wildroot Botanicals account or create a new one.',
    url: data?.url,
  });

/** A throttled sign-in says when to come back (Retry-After), for the document answer too. */
export const headers: HeadersFunction = ({actionHeaders}) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export async function loader({request, context}: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // A same-origin return address only (hostile ones fall back to `/`, as the spec's default).
  const returnTo = signInReturnPath(params.get('redirectTo'));
  if (await getUser(context, request)) throw redirect(returnTo);
  const mode = authModeSchema().catch('login').parse(params.get('mode'));
  return {mode, url: canonicalUrl(request.url), returnTo};
}

export async function action({request, context}: ActionFunctionArgs) {
  return authAction(context, request, await request.formData().catch(() => null));
}

export default function AuthPage() {
  const {mode: loaderMode, returnTo} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const mode = result && 'mode' in result ? result.mode : loaderMode;
  const isSignup = mode === 'signup';
  const fieldErrors = result && 'fieldErrors' in result ? result.fieldErrors : undefined;
  const formError = result && 'formError' in result ? result.formError : undefined;
  const success = result && 'success' in result ? result.success : undefined;
  const email = result && 'email' in result ? result.email : '';
  const offerResend = Boolean(result && 'offerResend' in result && result.offerResend && email);
  const offerReset = Boolean(result && 'offerReset' in result && result.offerReset);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-center font-display text-4xl text-forest-900">
        {isSignup ? 'Sign Up' : 'Login'}
      </h1>
      <p className="mt-3 text-center text-bark-700">
        {isSignup ? 'Create your account' : 'Welcome back'}
      </p>

      {success ? (
        <p role="status" className="mt-8 rounded-xl bg-sage-100 px-4 py-3 text-forest-900">
          {success}
        </p>
      ) : null}
      {formError && !fieldErrors ? (
        <div
          role="alert"
          className="mt-8 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40"
        >
          <p>{formError}</p>
          {offerReset ? (
            <p className="mt-2">
              <Link
                to="/auth/reset"
                className="font-semibold text-forest-800 underline underline-offset-4"
              >
                Reset your password
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {offerResend ? (
        <Form method="post" replace className="mt-3 text-center">
          <input type="hidden" name="email" value={email} />
          <button
            type="submit"
            name="intent"
            value="resend"
            disabled={submitting}
            className="font-semibold text-forest-800 underline underline-offset-4 disabled:opacity-60"
          >
            Send the confirmation email again
          </button>
        </Form>
      ) : null}

      <Form
        method="post"
        replace
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
        noValidate={false}
      >
        {returnTo === '/' ? null : <input type="hidden" name="redirectTo" value={returnTo} />}
        <fieldset disabled={submitting} className="space-y-5">
          <legend className="sr-only">
            {isSignup ? 'Sign up' : 'Login'} with email and password
          </legend>
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            maxLength={EMAIL_MAX_LENGTH}
            error={fieldErrors?.email}
          />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            minLength={PASSWORD_MIN_LENGTH}
            error={fieldErrors?.password}
          />
          <SubmitButton name="intent" value={mode} submitting={submitting}>
            {isSignup ? 'Sign Up' : 'Login'}
          </SubmitButton>
        </fieldset>
      </Form>

      {isSignup ? null : (
        <p className="mt-4 text-center">
          <Link to="/auth/reset" className="text-forest-800 underline underline-offset-4">
            Forgot your password?
          </Link>
        </p>
      )}
      <p className="mt-6 text-center text-bark-700">
        {isSignup ? 'Already have an account? ' : "Don't have an account? "}
        <Link
          to={isSignup ? '/auth' : '/auth?mode=signup'}
          replace
          className="font-semibold text-forest-800 underline underline-offset-4"
        >
          {isSignup ? 'Login' : 'Sign Up'}
        </Link>
      </p>
    </section>
  );
}
