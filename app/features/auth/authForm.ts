import {sameOriginPath} from '~/lib/redirectTarget';
export const AUTH_MESSAGES = {
  loggedIn: 'Successfully logged in!',
  signedUp: 'Account created successfully! Please check your email to confirm.',
  genericError: 'An error occurred',
  signedOut: 'You have been signed out.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 255;

export const AUTH_MODES = ['login', 'signup'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export type AuthFieldErrors = Partial<Record<'email' | 'password', string>>;

/** The auth service's own message when it gives one, else the spec's generic text. */
export function authErrorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = error.message;
    if (typeof message === 'string' && message.trim() && message !== '{}') return message;
  }
  return AUTH_MESSAGES.genericError;
}

/**
 * Where a sign-in returns to: the same-origin path `/auth?redirectTo=` named (an admin going back to the
 * tool), or `/` as the spec says when there is none or it could lead anywhere else.
 */
export function signInReturnPath(value: unknown): string {
  return sameOriginPath(value, '/');
}
