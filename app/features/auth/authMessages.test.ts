import {describe, expect, it} from 'vitest';
import {AUTH_OUTCOME_MESSAGES, describeAuthError, isAlreadyRegistered, throttledMessage} from './authMessages';

describe('describeAuthError', () => {
  it('turns no answer and 5xx into the generic 503, never a wrong-password message', () => {
    expect(describeAuthError('login', {message: 'fetch failed'})).toEqual({status: 503, message: 'An error occurred'});
    expect(describeAuthError('login', {status: 502, code: 'invalid_credentials', message: 'x'}).status).toBe(503);
  });

  it('says which limit was hit, with 429', () => {
    expect(describeAuthError('login', {status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached'})).toEqual({
      status: 429,
      message: AUTH_OUTCOME_MESSAGES.tooManyRequests,
    });
    expect(describeAuthError('reset', {status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded'})).toEqual({
      status: 429,
      message: AUTH_OUTCOME_MESSAGES.emailRateLimited,
    });
  });

  it('asks an unconfirmed shopper to confirm and offers the link again', () => {
    expect(describeAuthError('login', {status: 400, code: 'email_not_confirmed', message: 'Email not confirmed'})).toEqual({
      status: 403,
      message: AUTH_OUTCOME_MESSAGES.confirmFirst,
      needsConfirmation: true,
    });
  });

  it('puts password rules on the password field', () => {
    expect(
      describeAuthError('signup', {status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.'}),
    ).toEqual({status: 422, message: 'Password should be at least 6 characters.', field: 'password'});
    expect(describeAuthError('newPassword', {status: 422, code: 'same_password', message: 'New password should be different'})).toEqual({
      status: 422,
      message: AUTH_OUTCOME_MESSAGES.samePassword,
      field: 'password',
    });
  });

  it('explains an expired or used email link', () => {
    expect(describeAuthError('confirm', {status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired'})).toEqual({
      status: 403,
      message: AUTH_OUTCOME_MESSAGES.linkExpired,
      linkExpired: true,
    });
  });

  it('treats a lost session on the new-password form as an expired reset, elsewhere as the service said', () => {
    expect(describeAuthError('newPassword', {status: 403, code: 'session_not_found', message: 'Session not found'})).toMatchObject({
      status: 401,
      message: AUTH_OUTCOME_MESSAGES.resetSessionMissing,
    });
    expect(describeAuthError('login', {status: 403, code: 'session_not_found', message: 'Session not found'})).toEqual({
      status: 403,
      message: 'Session not found',
    });
  });

  it("shows the service's own message for anything else", () => {
    expect(describeAuthError('login', {status: 400, code: 'invalid_credentials', message: 'Invalid login credentials'})).toEqual({
      status: 400,
      message: 'Invalid login credentials',
    });
    expect(describeAuthError('login', {status: 400, code: 'anything', message: '{}'}).message).toBe('An error occurred');
  });
});

describe('isAlreadyRegistered', () => {
  it("recognises auto-confirm projects' answer for a member", () => {
    expect(isAlreadyRegistered({status: 422, code: 'user_already_exists'})).toBe(true);
    expect(isAlreadyRegistered({status: 422, code: 'email_exists'})).toBe(true);
    expect(isAlreadyRegistered({status: 422, code: 'weak_password'})).toBe(false);
  });
});

describe('throttledMessage', () => {
  it('asks for seconds while slowing, minutes once paused', () => {
    expect(throttledMessage(1)).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(throttledMessage(7.2)).toBe('Too many sign-in attempts. Please wait 8 seconds and try again.');
    expect(throttledMessage(60)).toContain('wait 60 seconds');
    expect(throttledMessage(899)).toBe(
      'Too many failed sign-in attempts. For your security, sign-in is paused for 15 minutes. Forgotten your password? You can reset it.',
    );
  });
});
