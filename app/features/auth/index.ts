// The auth feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signInReturnPath,
  type AuthFieldErrors,
  type AuthMode,
} from './authForm';
export {
  AUTH_OUTCOME_MESSAGES,
  describeAuthError,
  isAlreadyRegistered,
  isEmailWithheld,
  throttledMessage,
  type AuthAction,
  type AuthErrorLike,
} from './authMessages';
