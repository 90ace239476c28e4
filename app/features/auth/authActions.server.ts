import type {AppLoadContext} from '@shopify/remix-oxygen';
import {AUTH_MESSAGES, type AuthFieldErrors, type AuthMode} from './authForm';
import {parseAuthForm, parseEmailForm} from './authForm.server';
import {
  AUTH_OUTCOME_MESSAGES,
  describeAuthError,
  isAlreadyRegistered,
  isEmailWithheld,
  throttledMessage,
  type AuthAction,
  type AuthErrorLike,
} from './authMessages';
import {claimSignInAttempt, signInSucceeded, throttleKeys} from './signInThrottle.server';
import {answerForm, formSubmission, type FormSubmission} from '~/server/forms.server';
import {shopperIp} from '~/server/supabase.server';
import type {Notice} from '~/lib/notice';
import {signInReturnPath} from './authForm';

/** What the sign-in page shows after a post that stays on it. */
export interface AuthActionResult {
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

/** The page's data at a status: a refusal, a failure, or an outcome shown in place. */
function shown(submission: FormSubmission, result: AuthActionResult, init?: ResponseInit) {
  return answerForm(submission, {
    data: result,
    status: init?.status,
    headers: init?.headers,
  });
}

/** Signed in, up or out: on to the home page (or the same-origin page the sign-in was asked from). */
function onHome(submission: FormSubmission, email: string, notice: Notice, to = '/') {
  return answerForm<AuthActionResult>(submission, {
    data: {mode: 'login', email, success: notice.title},
    next: {to, notice},
  });
}

/** The sign-in page's forms: sign in, sign up, resend the confirmation, sign out. */
export async function authAction(context: AppLoadContext, request: Request, form: FormData | null) {
  const submission = formSubmission(form, context.session);
  if (!form) {
    return shown(
      submission,
      {mode: 'login', email: '', formError: 'Invalid form submission'},
      {status: 400},
    );
  }

  const intent = form.get('intent');
  switch (intent) {
    case 'login':
    case 'signup':
      return authenticate(submission, intent, form, request, context);
    case 'resend':
      return resendConfirmation(submission, form, context);
    case 'logout':
      return logout(submission, context);
    default:
      return shown(
        submission,
        {mode: 'login', email: '', formError: 'Unknown action'},
        {status: 400},
      );
  }
}

async function authenticate(
  submission: FormSubmission,
  mode: AuthMode,
  form: FormData,
  request: Request,
  context: AppLoadContext,
) {
  const parsed = parseAuthForm(form);
  if (!parsed.ok) {
    return shown(
      submission,
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
    if (mode === 'login') {
      const returnTo = signInReturnPath(form.get('redirectTo'));
      return await signIn(submission, email, password, request, context, returnTo);
    }

    const {data: signUp, error} = await context.supabase.auth.signUp({
      email,
      password,
      options: {emailRedirectTo: authEmailRedirect(context)},
    });
    // An address that is already registered reads exactly like a new one (hosted Auth answers it so too),
    // and so does a new one whose email the quota withheld: only a new address ever meets the quota here.
    if (error && !isAlreadyRegistered(error) && !isEmailWithheld(error)) {
      return refused(submission, mode, email, error);
    }
    if (signUp.session) {
      return onHome(submission, email, {kind: 'success', title: AUTH_MESSAGES.signedUp});
    }
    return shown(submission, {
      mode: 'login',
      email,
      success: AUTH_MESSAGES.signedUp,
      offerResend: true,
    });
  } catch (error) {
    console.error(error);
    return shown(submission, {mode, email, formError: AUTH_MESSAGES.genericError}, {status: 503});
  }
}

/**
 * Where Auth's email links lead: the configured origin's /auth/confirm, never the request's host, which is
 * the client's to choose (and Auth accepts any host on its redirect allow-list or a loopback address).
 * The templates in supabase/templates link here (`{{ .RedirectTo }}`).
 */
export function authEmailRedirect(context: Pick<AppLoadContext, 'config'>) {
  return `${new URL(context.config.PUBLIC_SITE_ORIGIN).origin}/auth/confirm`;
}

/**
 * Password sign-in behind the shop's own throttle (per email and per shopper IP, counted in Supabase):
 * a refused attempt never reaches Auth, so even the right password waits while the address is throttled.
 */
async function signIn(
  submission: FormSubmission,
  email: string,
  password: string,
  request: Request,
  context: AppLoadContext,
  returnTo: string,
) {
  const keys = await throttleKeys(context.config.SESSION_SECRET, email, shopperIp(request));
  const gate = await claimSignInAttempt(context.supabase, keys);
  if (gate.kind === 'unavailable') {
    return shown(
      submission,
      {mode: 'login', email, formError: AUTH_MESSAGES.genericError},
      {status: 503},
    );
  }
  if (gate.kind === 'refused') {
    return shown(
      submission,
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
  if (error) return refused(submission, 'login', email, error);
  await signInSucceeded(context.supabase, keys);
  return onHome(
    submission,
    email,
    {kind: 'success', title: AUTH_MESSAGES.loggedIn},
    returnTo,
  );
}

async function resendConfirmation(
  submission: FormSubmission,
  form: FormData,
  context: AppLoadContext,
) {
  const parsed = parseEmailForm(form);
  if (!parsed.ok) {
    return shown(
      submission,
      {mode: 'login', email: '', fieldErrors: parsed.fieldErrors, formError: parsed.firstMessage},
      {status: 400},
    );
  }
  const {email} = parsed.data;
  try {
    const {error} = await context.supabase.auth.resend({
      type: 'signup',
      email,
      options: {emailRedirectTo: authEmailRedirect(context)},
    });
    // Only an address waiting for confirmation meets the email limits: answered like any other address.
    if (error && !isEmailWithheld(error)) return refused(submission, 'resend', email, error);
    return shown(submission, {
      mode: 'login',
      email,
      success: AUTH_OUTCOME_MESSAGES.confirmationResent,
      offerResend: true,
    });
  } catch (error) {
    console.error(error);
    return shown(
      submission,
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
function refused(
  submission: FormSubmission,
  action: AuthAction,
  email: string,
  error: AuthErrorLike,
) {
  const outcome = describeAuthError(action, error);
  if (outcome.status === 503) {
    console.error(`Auth service unavailable (${error.status ?? 'no answer'}): ${error.message}`);
  }
  const mode: AuthMode = action === 'signup' ? 'signup' : 'login';
  return shown(
    submission,
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

async function logout(submission: FormSubmission, context: AppLoadContext) {
  await context.endSession();
  return onHome(submission, '', {kind: 'info', title: AUTH_MESSAGES.signedOut});
}
