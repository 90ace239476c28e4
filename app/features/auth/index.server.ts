// The auth feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {
  authModeSchema,
  parseAuthForm,
  parseEmailForm,
  parseNewPasswordForm,
} from './authForm.server';
export {claimSignInAttempt, signInSucceeded, throttleKeys} from './signInThrottle.server';
export {authAction, authEmailRedirect} from './authActions.server';
