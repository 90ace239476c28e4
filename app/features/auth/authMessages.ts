import {AUTH_MESSAGES, authErrorMessage} from './authForm';

/** What the shopper was doing when Auth answered. */
export type AuthAction = 'login' | 'signup' | 'resend' | 'reset' | 'newPassword' | 'confirm';

/** How a page shows one Auth answer: the status to send, the text, and where it belongs. */
export interface AuthOutcome {
  status: number;
  message: string;
  /** The field the message is about, shown beside it. */
  field?: 'email' | 'password';
  /** Sign-in of an address that was never confirmed: offer to send the link again. */
  needsConfirmation?: boolean;
  /** The email link no longer works: offer a new one. */
  linkExpired?: boolean;
}

/** The part of supabase-js's AuthError a page needs; `code` is GoTrue's error code (API 2024-01-01). */
export interface AuthErrorLike {
  status?: number;
  code?: string;
  message?: string;
}

export const AUTH_OUTCOME_MESSAGES = {
  confirmFirst:
    'Please confirm your email address first: follow the link in the email we sent you. No email? We can send it again.',
  confirmationResent:
    'If that address is waiting for confirmation, a new link is on its way. Please check your email; if nothing arrives within a few minutes, please try again later.',
  resetRequested:
    'If an account exists for that email, a link to reset the password is on its way. Please check your email; if nothing arrives within a few minutes, please try again later.',
  tooManyRequests: 'Too many attempts from your network. Please wait a few minutes and try again.',
  emailRateLimited: "We can't send another email just yet. Please wait a minute and try again.",
  samePassword: 'Your new password must be different from your current password.',
  linkExpired: 'This link has expired or has already been used.',
  resetSessionMissing: 'Your reset link has expired. Please ask for a new one.',
  emailConfirmed: 'Your email is confirmed. Welcome to Wildroot Botanicals!',
  choosePassword: 'Choose a new password for your account.',
  passwordChanged: 'Your password has been changed.',
} as const;

/**
 * GoTrue's error codes to what the shopper reads. Decided by code and status, never by message text; an
 * unknown 4xx shows the service's own message (SPEC), and no answer or a 5xx is the generic 503, so an
 * outage never reads as a wrong password.
 */
export function describeAuthError(action: AuthAction, error: AuthErrorLike): AuthOutcome {
  if (!error.status || error.status >= 500) {
    return {status: 503, message: AUTH_MESSAGES.genericError};
  }
  switch (error.code) {
    case 'over_request_rate_limit':
      return {status: 429, message: AUTH_OUTCOME_MESSAGES.tooManyRequests};
    case 'over_email_send_rate_limit':
      return {status: 429, message: AUTH_OUTCOME_MESSAGES.emailRateLimited};
    case 'email_not_confirmed':
      return {status: 403, message: AUTH_OUTCOME_MESSAGES.confirmFirst, needsConfirmation: true};
    case 'weak_password':
      return {status: 422, message: authErrorMessage(error), field: 'password'};
    case 'same_password':
      return {status: 422, message: AUTH_OUTCOME_MESSAGES.samePassword, field: 'password'};
    case 'otp_expired':
      return {status: 403, message: AUTH_OUTCOME_MESSAGES.linkExpired, linkExpired: true};
    case 'session_not_found':
    case 'session_expired':
    case 'bad_jwt':
    case 'no_authorization':
    case 'user_not_found':
      if (action === 'newPassword') return {status: 401, message: AUTH_OUTCOME_MESSAGES.resetSessionMissing, linkExpired: true};
      break;
  }
  return {status: error.status >= 400 ? error.status : 400, message: authErrorMessage(error)};
}

/**
 * Sign-up for an address that already has an account. Hosted Auth answers it like a new sign-up (a user
 * without a session); a project with auto-confirm says `user_already_exists`. Either way the shopper reads
 * the same "check your email", so the form never tells whether an address is a member.
 */
export function isAlreadyRegistered(error: AuthErrorLike): boolean {
  return error.code === 'user_already_exists' || error.code === 'email_exists';
}

/**
 * Auth did not send an email because of its email limits (the project's hourly quota, or one a minute per
 * address). It only meets them when it is about to email an account, new or known: an unknown address on
 * the reset form, or a member's on the sign-up form, is answered before any limit. So naming the limit
 * would tell whether an address has an account, and the page answers as if the email went out (its
 * message says to try again later when nothing arrives).
 */
export function isEmailWithheld(error: AuthErrorLike): boolean {
  return error.code === 'over_email_send_rate_limit';
}

/** The shop's own sign-in throttle refused an attempt: wait a moment, or (locked) several minutes. */
export function throttledMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds <= 60) {
    return `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. For your security, sign-in is paused for ${minutes} minutes. Forgotten your password? You can reset it.`;
}
