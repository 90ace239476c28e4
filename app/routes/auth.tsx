import {Form, Link, useActionData, useLoaderData, useNavigation, type MetaFunction} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  authErrorMessage,
  type AuthFieldErrors,
  type AuthMode,
} from '~/lib/authForm';
import {authModeSchema, parseAuthForm} from '~/lib/authForm.server';
import {flashNotice} from '~/lib/flash.server';
import {canonicalUrl, pageMeta} from '~/lib/seo';
import {getUser} from '~/lib/supabase.server';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: data?.mode === 'signup' ? 'Sign Up' : 'Login',
    description: 'Sign in to your Wildroot Botanicals account or create a new one.',
    url: data?.url,
  });

export async function loader({request, context}: LoaderFunctionArgs) {
  if (await getUser({supabase: context.supabase, request})) throw redirect('/');
  const mode = authModeSchema.catch('login').parse(new URL(request.url).searchParams.get('mode'));
  return {mode, url: canonicalUrl(request.url)};
}

interface ActionResult {
  mode: AuthMode;
  email: string;
  fieldErrors?: AuthFieldErrors;
  formError?: string;
  success?: string;
}

export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return data<ActionResult>({mode: 'login', email: '', formError: 'Invalid form submission'}, {status: 400});

  const intent = form.get('intent');
  switch (intent) {
    case 'login':
    case 'signup':
      return authenticate(intent, form, request, context);
    case 'logout':
      return logout(context);
    default:
      return data<ActionResult>({mode: 'login', email: '', formError: 'Unknown action'}, {status: 400});
  }
}

async function authenticate(
  mode: AuthMode,
  form: FormData,
  request: Request,
  context: ActionFunctionArgs['context'],
) {
  const emailField = form.get('email');
  const rawEmail = typeof emailField === 'string' ? emailField.slice(0, 320) : '';
  const parsed = parseAuthForm(form);
  if (!parsed.ok) {
    return data<ActionResult>(
      {mode, email: rawEmail, fieldErrors: parsed.fieldErrors, formError: parsed.firstMessage},
      {status: 400},
    );
  }
  const {email, password} = parsed.data;

  try {
    if (mode === 'login') {
      const {error} = await context.supabase.auth.signInWithPassword({email, password});
      if (error) return refused(mode, email, error);
      flashNotice(context.session, {kind: 'success', title: AUTH_MESSAGES.loggedIn});
      return redirect('/', 303);
    }

    const {data: signUp, error} = await context.supabase.auth.signUp({
      email,
      password,
      options: {emailRedirectTo: `${new URL(request.url).origin}/`},
    });
    if (error) return refused(mode, email, error);
    if (signUp.session) {
      flashNotice(context.session, {kind: 'success', title: AUTH_MESSAGES.signedUp});
      return redirect('/', 303);
    }
    return {mode: 'login', email, success: AUTH_MESSAGES.signedUp} satisfies ActionResult;
  } catch (error) {
    console.error(error);
    return data<ActionResult>({mode, email, formError: AUTH_MESSAGES.genericError}, {status: 503});
  }
}

/**
 * The auth service said no, or could not answer. Its own message is shown (SPEC: "the service's message, or
 * 'An error occurred'"); a request that got no answer at all has no service message. The status says whose
 * problem it is: the service's 4xx as it came, 503 when the service failed or was unreachable, so nobody
 * reads an outage as a wrong password.
 */
function refused(mode: AuthMode, email: string, error: {status?: number; message?: string}) {
  const unanswered = !error.status;
  const status = unanswered || error.status! >= 500 ? 503 : error.status! >= 400 ? error.status! : 400;
  if (status === 503) console.error(`Auth service unavailable (${error.status ?? 'no answer'}): ${error.message}`);
  const formError = unanswered ? AUTH_MESSAGES.genericError : authErrorMessage(error);
  return data<ActionResult>({mode, email, formError}, {status});
}

async function logout(context: ActionFunctionArgs['context']) {
  await context.supabase.auth.signOut({scope: 'local'}).catch(() => null);
  flashNotice(context.session, {kind: 'info', title: AUTH_MESSAGES.signedOut});
  return redirect('/', 303);
}

export default function AuthPage() {
  const {mode: loaderMode} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const mode = result && 'mode' in result ? result.mode : loaderMode;
  const isSignup = mode === 'signup';
  const fieldErrors = result && 'fieldErrors' in result ? result.fieldErrors : undefined;
  const formError = result && 'formError' in result ? result.formError : undefined;
  const success = result && 'success' in result ? result.success : undefined;
  const email = result && 'email' in result ? result.email : '';

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-center font-display text-4xl text-forest-900">{isSignup ? 'Sign Up' : 'Login'}</h1>
      <p className="mt-3 text-center text-bark-700">
        {isSignup ? 'Create your account' : 'Welcome back'}
      </p>

      {success ? (
        <p role="status" className="mt-8 rounded-xl bg-sage-100 px-4 py-3 text-forest-900">
          {success}
        </p>
      ) : null}
      {formError && !fieldErrors ? (
        <p role="alert" className="mt-8 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40">
          {formError}
        </p>
      ) : null}

      <Form method="post" replace className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100" noValidate={false}>
        <fieldset disabled={submitting} className="space-y-5">
          <legend className="sr-only">{isSignup ? 'Sign up' : 'Login'} with email and password</legend>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            maxLength={EMAIL_MAX_LENGTH}
            error={fieldErrors?.email}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete={isSignup ? 'new-password' : 'current-password'}
            minLength={PASSWORD_MIN_LENGTH}
            error={fieldErrors?.password}
          />
          <button
            type="submit"
            name="intent"
            value={mode}
            className="w-full rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? 'Please wait…' : isSignup ? 'Sign Up' : 'Login'}
          </button>
        </fieldset>
      </Form>

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

function Field({
  label,
  name,
  error,
  ...input
}: {label: string; name: string; error?: string} & React.InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block font-medium text-forest-900">
        {label}
      </label>
      <input
        id={name}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border border-bark-200 bg-cream-50 px-3 py-2 text-bark-800 focus:border-forest-600"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-terracotta-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
