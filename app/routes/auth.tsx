import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from '@remix-run/react';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  type AuthFieldErrors,
  type AuthMode,
  AUTH_OUTCOME_MESSAGES,
  describeAuthError,
  isAlreadyRegistered,
  throttledMessage,
  type AuthAction,
  type AuthErrorLike,
} from '~/features/auth';
import {
  authModeSchema,
  parseAuthForm,
  parseEmailForm,
  claimSignInAttempt,
  signInSucceeded,
  throttleKeys,
} from '~/features/auth/index.server';
import {FormField, SubmitButton} from '~/ui/FormField';
import {flashNotice} from '~/server/flash.server';
import {PROVIDER_BUDGET_MS, SUPABASE} from '~/server/providerDeadline.server';
import {canonicalUrl, pageMeta} from '~/ui/seo';
import {getUser, shopperIp} from '~/server/supabase.server';
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
  if (await getUser(context, request)) throw redirect('/');
  const mode = authModeSchema.catch('login').parse(new URL(request.url).searchParams.get('mode'));
  return {mode, url: canonicalUrl(request.url)};
}

interface ActionResult {
  mode: AuthMode;
  email: string;
  fieldErrors?: AuthFieldErrors;
  formError?: string;
  success?: string;
  /** Offer to send the confirmation email again (after sign-up, or a sign-in of an unconfirmed address). */
  offerResend?: boolean;
  /** The shop's own throttle refused: point at the password reset. */
  offerReset?: boolean;
}

export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form)
    return data<ActionResult>(
      {mode: 'login', email: '', formError: 'Invalid form submission'},
      {status: 400},
    );

  const intent = form.get('intent');
  switch (intent) {
    case 'login':
    case 'signup':
      return authenticate(intent, form, request, context);
    case 'resend':
      return resendConfirmation(form, request, context);
    case 'logout':
      return logout(context);
    default:
      return data<ActionResult>(
        {mode: 'login', email: '', formError: 'Unknown action'},
        {status: 400},
      );
  }
}

async function authenticate(
  mode: AuthMode,
  form: FormData,
  request: Request,
  context: ActionFunctionArgs['context'],
) {
  const parsed = parseAuthForm(form);
  if (!parsed.ok) {
    return data<ActionResult>(
      {
        mode,
        email: parsed.values.email ?? '',
        fieldErrors: parsed.fieldErrors,
        formError: parsed.firstMessage,
      },
      {status: 400},
    );
  }
  const {email, password} = parsed.data;

  try {
    if (mode === 'login') return await signIn(email, password, request, context);

    const {data: signUp, error} = await context.supabase.auth.signUp({
      email,
      password,
      options: {emailRedirectTo: confirmUrl(request)},
    });
    // An address that is already registered reads exactly like a new one (hosted Auth answers it so too).
    if (error && !isAlreadyRegistered(error)) return refused(mode, email, error);
    if (signUp.session) {
      flashNotice(context.session, {kind: 'success', title: AUTH_MESSAGES.signedUp});
      return redirect('/', 303);
    }
    return {
      mode: 'login',
      email,
      success: AUTH_MESSAGES.signedUp,
      offerResend: true,
    } satisfies ActionResult;
  } catch (error) {
    console.error(error);
    return data<ActionResult>({mode, email, formError: AUTH_MESSAGES.genericError}, {status: 503});
  }
}

/** Where Auth's email links lead (the Supabase email templates use the same path, README). */
function confirmUrl(request: Request) {
  return `${new URL(request.url).origin}/auth/confirm`;
}

/**
 * Password sign-in behind the shop's own throttle (per email and per shopper IP, counted in Supabase):
 * a refused attempt never reaches Auth, so even the right password waits while the address is throttled.
 */
async function signIn(
  email: string,
  password: string,
  request: Request,
  context: ActionFunctionArgs['context'],
) {
  const keys = await throttleKeys(context.config.SESSION_SECRET, email, shopperIp(request));
  const gate = await claimSignInAttempt(context.supabase, keys);
  if (gate.kind === 'unavailable') {
    return data<ActionResult>(
      {mode: 'login', email, formError: AUTH_MESSAGES.genericError},
      {status: 503},
    );
  }
  if (gate.kind === 'refused') {
    return data<ActionResult>(
      {
        mode: 'login',
        email,
        formError: throttledMessage(gate.retryAfter),
        offerReset: gate.retryAfter > 60,
      },
      {status: 429, headers: {'Retry-After': String(gate.retryAfter)}},
    );
  }
  const {error} = await context.supabase.auth.signInWithPassword({email, password});
  if (error) return refused('login', email, error);
  await signInSucceeded(context.supabase, keys);
  flashNotice(context.session, {kind: 'success', title: AUTH_MESSAGES.loggedIn});
  return redirect('/', 303);
}

async function resendConfirmation(
  form: FormData,
  request: Request,
  context: ActionFunctionArgs['context'],
) {
  const parsed = parseEmailForm(form);
  if (!parsed.ok) {
    return data<ActionResult>(
      {mode: 'login', email: '', fieldErrors: parsed.fieldErrors, formError: parsed.firstMessage},
      {status: 400},
    );
  }
  const {email} = parsed.data;
  try {
    const {error} = await context.supabase.auth.resend({
      type: 'signup',
      email,
      options: {emailRedirectTo: confirmUrl(request)},
    });
    if (error) return refused('resend', email, error);
    return {
      mode: 'login',
      email,
      success: AUTH_OUTCOME_MESSAGES.confirmationResent,
      offerResend: true,
    } satisfies ActionResult;
  } catch (error) {
    console.error(error);
    return data<ActionResult>(
      {mode: 'login', email, formError: AUTH_MESSAGES.genericError},
      {status: 503},
    );
  }
}

/**
 * The auth service said no, or could not answer: `describeAuthError` turns its code into what the shopper
 * reads (the service's own message for anything it does not know, SPEC) and the status says whose problem
 * it is: the service's 4xx, 429 for a limit, 503 when the service failed or was unreachable, so nobody
 * reads an outage as a wrong password.
 */
function refused(action: AuthAction, email: string, error: AuthErrorLike) {
  const outcome = describeAuthError(action, error);
  if (outcome.status === 503)
    console.error(`Auth service unavailable (${error.status ?? 'no answer'}): ${error.message}`);
  const mode: AuthMode = action === 'signup' ? 'signup' : 'login';
  return data<ActionResult>(
    {
      mode,
      email,
      formError: outcome.message,
      ...(outcome.field ? {fieldErrors: {[outcome.field]: outcome.message}} : {}),
      ...(outcome.needsConfirmation ? {offerResend: true} : {}),
    },
    {status: outcome.status},
  );
}

async function logout(context: ActionFunctionArgs['context']) {
  // Local sign-out needs no answer from Auth; the wait is bounded all the same.
  await context.deadline
    .race(context.supabase.auth.signOut({scope: 'local'}), SUPABASE, PROVIDER_BUDGET_MS.supabase)
    .catch(() => null);
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
