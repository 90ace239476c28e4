// /auth/v1: the part of GoTrue (Supabase Auth) that supabase-js and @supabase/ssr use here — email and
// password sign-up (with email confirmation), sign-in, email links (/verify with a token hash), password
// recovery, resending the confirmation, refresh-token rotation with a reuse interval, the current user and
// password change, sign-out. It behaves as a new hosted project does by default: confirmations on (sign-up
// answers a user without a session; a link from the email signs in), an existing address answered with
// GoTrue's obfuscated fake user, GoTrue's per-IP rate limits and its project-wide email limit
// (ratelimit.mjs), one email per user per 60 s, links valid for an hour. Minimum password length 6, JWT
// expiry 3600 s, rotation on with a 10 s reuse interval. `authSettingsFromEnv` lets a test run raise limits.

import {createHash, randomBytes, randomInt, randomUUID} from 'node:crypto';
import bcrypt from 'bcryptjs';
import {signJwt, verifyJwt} from './jwt.mjs';
import {sendJson, send, bearerToken} from './http.mjs';
import {clientAddress, createHourlyLimiter, createIpLimiter, HOSTED_RATE_LIMITS} from './ratelimit.mjs';
import {renderAuthEmail, TemplateExecError} from './emailTemplates.mjs';
import {referrerOf} from './redirects.mjs';

export const AUTH_API_VERSION = '2024-01-01';
// GoTrue hashes at cost 10. The local stack only serves development and tests, so hashes here use Go's minimum
// cost (4), the seeded ones too: a cost-10 check takes 70-350 ms of CPU on a busy 2-core machine and blocks
// this process (and the Storefront stand-in beside it) while it runs. Each hash carries its own cost, so an
// older data directory's cost-10 hashes still verify.
const BCRYPT_COST = 4;
const MAX_PASSWORD_LENGTH = 72; // bcrypt ignores anything longer
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
// Compared against when the email is unknown, so a wrong email costs as much time as a wrong password (same cost).
const DUMMY_HASH = '$2a$04$aq8AKWaYLtqBR7NLzBs8GuJGtnA6h7v17NnzzSOKEf4rosVfZTSvW';

export class AuthError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, unknown>} [extra]
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }

  toJSON() {
    // `code` is what API-version 2024-01-01 clients read; `error_code` is the legacy name.
    return {code: this.code, error_code: this.code, message: this.message, ...this.extra};
  }
}

/**
 * @typedef {object} AuthConfig
 * @property {string} jwtSecret
 * @property {number} jwtExpiry seconds
 * @property {number} refreshTokenReuseInterval seconds
 * @property {number} minimumPasswordLength
 * @property {string} siteUrl the Site URL: `{{ .SiteURL }}`, and `{{ .RedirectTo }}` when a request names no valid one
 * @property {string[]} additionalRedirectUrls the redirect allow-list (config.toml's additional_redirect_urls)
 * @property {Record<string, import('./emailTemplates.mjs').EmailTemplate>} emailTemplates config.toml's, by kind
 * @property {boolean} mailerAutoconfirm false on hosted projects: sign-up needs the emailed link
 * @property {number} otpExpiry seconds an email link stays valid
 * @property {number} smtpMaxFrequency seconds between two emails of one kind to one user
 * @property {typeof HOSTED_RATE_LIMITS} rateLimits
 */

/**
 * @typedef {object} AuthLimiters
 * @property {ReturnType<typeof createIpLimiter>} token
 * @property {ReturnType<typeof createIpLimiter>} verify
 * @property {ReturnType<typeof createIpLimiter>} signup
 * @property {ReturnType<typeof createIpLimiter>} recover
 * @property {ReturnType<typeof createIpLimiter>} resend
 * @property {ReturnType<typeof createIpLimiter>} user
 * @property {ReturnType<typeof createHourlyLimiter>} email
 */

/**
 * @typedef {object} AuthContext
 * @property {import('@electric-sql/pglite').PGlite} db
 * @property {AuthConfig} config
 * @property {string} issuer
 * @property {AuthLimiters} limiters
 * @property {{deliver: (email: {to: string, subject: string, html: string}) => string}} mailbox
 */

/**
 * Settings a new hosted project has, changed by GoTrue's own environment variable names where set (the
 * browser tests raise the project-wide email limit, which no per-test IP can spread):
 * GOTRUE_MAILER_AUTOCONFIRM, GOTRUE_MAILER_OTP_EXP, GOTRUE_SMTP_MAX_FREQUENCY (seconds),
 * GOTRUE_RATE_LIMIT_EMAIL_SENT, GOTRUE_RATE_LIMIT_TOKEN_REFRESH, GOTRUE_RATE_LIMIT_VERIFY, GOTRUE_RATE_LIMIT_OTP.
 * @param {Record<string, string | undefined>} env
 */
export function authSettingsFromEnv(env) {
  /** @param {string} name @param {number} fallback */
  const number = (name, fallback) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    mailerAutoconfirm: env.GOTRUE_MAILER_AUTOCONFIRM === 'true',
    otpExpiry: number('GOTRUE_MAILER_OTP_EXP', 3600),
    smtpMaxFrequency: number('GOTRUE_SMTP_MAX_FREQUENCY', 60),
    rateLimits: {
      emailSent: number('GOTRUE_RATE_LIMIT_EMAIL_SENT', HOSTED_RATE_LIMITS.emailSent),
      tokenRefresh: number('GOTRUE_RATE_LIMIT_TOKEN_REFRESH', HOSTED_RATE_LIMITS.tokenRefresh),
      verify: number('GOTRUE_RATE_LIMIT_VERIFY', HOSTED_RATE_LIMITS.verify),
      otp: number('GOTRUE_RATE_LIMIT_OTP', HOSTED_RATE_LIMITS.otp),
    },
  };
}

/**
 * One set of limiters per server, as GoTrue keeps them per process.
 * @param {typeof HOSTED_RATE_LIMITS} limits
 * @returns {AuthLimiters}
 */
export function createAuthLimiters(limits) {
  return {
    token: createIpLimiter(limits.tokenRefresh),
    verify: createIpLimiter(limits.verify),
    signup: createIpLimiter(limits.otp),
    recover: createIpLimiter(limits.otp),
    resend: createIpLimiter(limits.otp),
    user: createIpLimiter(limits.otp),
    email: createHourlyLimiter(limits.emailSent),
  };
}

/** @param {unknown} value */
const iso = (value) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** @param {unknown} value */
const epochSeconds = (value) =>
  Math.floor((value instanceof Date ? value.getTime() : Date.parse(String(value))) / 1000);

/** @param {Buffer} body */
function parseBody(body) {
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  try {
    const value = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error('expected a JSON object');
    }
    return /** @type {Record<string, any>} */ (value);
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${/** @type {Error} */ (error).message}`,
    );
  }
}

/** @param {unknown} email */
function normaliseEmail(email) {
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * @param {string} email
 */
function validateEmail(email) {
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
}

/**
 * @param {AuthConfig} config
 * @param {unknown} password
 */
function validatePassword(config, password) {
  // GoTrue checks the bytes first (checkPasswordStrength) and answers a bad request, not a weak password.
  if (typeof password === 'string' && Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  if (typeof password !== 'string' || password.length < config.minimumPasswordLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${config.minimumPasswordLength} characters.`,
      {
        weak_password: {reasons: ['length']},
      },
    );
  }
}

/** @param {string} password */
async function hashPassword(password) {
  // GoTrue (Go's x/crypto/bcrypt) writes and accepts only $2a$; bcryptjs defaults to $2b$ (same algorithm).
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at, phone,
  phone_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  is_anonymous, banned_until, deleted_at, confirmation_token, confirmation_sent_at, recovery_token,
  recovery_sent_at`;

/**
 * @param {{query: import('@electric-sql/pglite').PGlite['query']}} db
 * @param {string} id
 */
async function findUserById(db, id) {
  const {rows} = await db.query(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return /** @type {any} */ (rows[0]) ?? null;
}

/**
 * @param {{query: import('@electric-sql/pglite').PGlite['query']}} db
 * @param {string} email
 */
async function findUserByEmail(db, email) {
  const {rows} = await db.query(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null and is_sso_user = false`,
    [email],
  );
  return /** @type {any} */ (rows[0]) ?? null;
}

/**
 * The fields of GoTrue's user JSON that come from the auth.users row alone (the admin API's user list
 * answers these).
 * @param {any} user a row of auth.users
 */
export function userRowJson(user) {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: Boolean(user.is_anonymous),
  };
}

/**
 * GoTrue's user JSON: the row's fields, when mail was last sent, and the identities.
 * @param {{query: import('@electric-sql/pglite').PGlite['query']}} db
 * @param {any} user
 */
async function userJson(db, user) {
  const {rows} = await db.query(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  return {
    ...userRowJson(user),
    ...(user.confirmation_sent_at ? {confirmation_sent_at: iso(user.confirmation_sent_at)} : {}),
    ...(user.recovery_sent_at ? {recovery_sent_at: iso(user.recovery_sent_at)} : {}),
    identities: rows.map((row) => {
      const identity = /** @type {any} */ (row);
      return {
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: iso(identity.created_at),
        updated_at: iso(identity.updated_at),
        email: identity.email,
      };
    }),
  };
}

/**
 * Issues an access token for a user's session and returns the session JSON.
 * @param {AuthContext} ctx
 * @param {{query: import('@electric-sql/pglite').PGlite['query']}} db
 * @param {any} user
 * @param {{id: string, created_at: unknown}} session
 * @param {string} refreshToken
 * @param {string} [method] how the session began: 'password', or 'otp' for an email link
 */
async function sessionJson(ctx, db, user, session, refreshToken, method = 'password') {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ctx.config.jwtExpiry;
  const claims = {
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: ctx.issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{method, timestamp: epochSeconds(session.created_at)}],
    session_id: session.id,
    is_anonymous: Boolean(user.is_anonymous),
  };
  return {
    access_token: signJwt(claims, ctx.config.jwtSecret),
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

/**
 * Starts a session for a user (sign-in or auto-confirmed sign-up).
 * @param {AuthContext} ctx
 * @param {import('@electric-sql/pglite').Transaction} tx
 * @param {string} userId
 * @param {import('node:http').IncomingMessage} req
 * @param {string} [method]
 */
async function startSession(ctx, tx, userId, req, method = 'password') {
  const now = new Date();
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5)`,
    [
      sessionId,
      userId,
      now,
      String(req.headers['user-agent'] ?? '').slice(0, 500),
      clientAddress(req),
    ],
  );
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, null, $4)`,
    [token, userId, now, sessionId],
  );
  await tx.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [
    userId,
    now,
  ]);
  await tx.query(
    `update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
  const user = await findUserById(tx, userId);
  return sessionJson(ctx, tx, user, {id: sessionId, created_at: now}, token, method);
}

/**
 * Verifies the bearer access token of a user request and loads the user and session, as GoTrue's
 * requireAuthentication does.
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 */
async function authenticate(ctx, req) {
  const token = bearerToken(req);
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = verifyJwt(token, ctx.config.jwtSecret);
  if (!verified.ok) {
    const reason =
      verified.reason === 'expired'
        ? 'token has invalid claims: token is expired'
        : verified.reason === 'signature'
          ? 'token signature is invalid: signature is invalid'
          : 'token is malformed';
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    );
  }
  const claims = verified.claims;
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  /** @type {string | null} */
  let sessionId = null;
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    const {rows} = await ctx.db.query(
      'select id from auth.sessions where id::text = $1 and user_id = $2',
      [claims.session_id, user.id],
    );
    if (rows.length === 0) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    sessionId = claims.session_id;
  }
  return {user, claims, sessionId};
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the one-time code. */
const tokenHashOf = (/** @type {string} */ email, /** @type {string} */ otp) =>
  createHash('sha224').update(email + otp).digest('hex');

// What GoTrue sends for a kind config.toml declares no template for (or one it cannot parse). The links
// are the shop's token-hash links, not GoTrue's default `{{ .ConfirmationURL }}` (its GET /verify, which
// this stand-in does not serve).
const DEFAULT_EMAILS = {
  signup: {
    template: 'confirmation',
    column: 'confirmation',
    subject: 'Confirm Your Signup',
    content:
      '<h2>Confirm your signup</h2><p>Follow this link to confirm your user:</p><p><a href="{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&amp;type=signup">Confirm your mail</a></p><p>Alternatively, enter the code: {{ .Token }}</p>',
    failure: 'Error sending confirmation email',
  },
  recovery: {
    template: 'recovery',
    column: 'recovery',
    subject: 'Reset Your Password',
    content:
      '<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&amp;type=recovery">Reset Password</a></p><p>Alternatively, enter the code: {{ .Token }}</p>',
    failure: 'Error sending recovery email',
  },
};

/**
 * Sends a confirmation or recovery email as GoTrue's mailer does: at most one per user and kind per
 * `smtpMaxFrequency`, then the project-wide hourly limit; a new code replaces the previous one (an older
 * link stops working). The body and subject are config.toml's templates rendered with GoTrue's variables
 * (emailTemplates.mjs); the token hash is prefixed `pkce_` for a PKCE client, as GoTrue stores it. A
 * template that fails to execute fails the request with GoTrue's 500, and nothing is stored or sent.
 * @param {AuthContext} ctx
 * @param {{query: import('@electric-sql/pglite').PGlite['query']}} tx
 * @param {any} user
 * @param {'signup' | 'recovery'} kind
 * @param {boolean} pkce
 * @param {string} redirectTo the request's valid redirect URL, else the Site URL (redirects.mjs)
 */
async function sendAuthEmail(ctx, tx, user, kind, pkce, redirectTo) {
  const {template, column, subject, content, failure} = DEFAULT_EMAILS[kind];
  const sentAt = user[`${column}_sent_at`];
  if (sentAt) {
    const wait = Math.ceil(
      (new Date(sentAt).getTime() + ctx.config.smtpMaxFrequency * 1000 - Date.now()) / 1000,
    );
    if (wait > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
  }
  if (!ctx.limiters.email.allow()) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = (pkce ? 'pkce_' : '') + tokenHashOf(user.email, otp);
  const confirmationUrl = new URL(`${ctx.issuer}/verify`);
  confirmationUrl.searchParams.set('token', tokenHash);
  confirmationUrl.searchParams.set('type', kind);
  confirmationUrl.searchParams.set('redirect_to', redirectTo);
  let email;
  try {
    email = renderAuthEmail(
      ctx.config.emailTemplates[template],
      {subject, content},
      {
        SiteURL: ctx.config.siteUrl,
        ConfirmationURL: confirmationUrl.href,
        Email: user.email,
        Token: otp,
        TokenHash: tokenHash,
        Data: user.raw_user_meta_data ?? {},
        RedirectTo: redirectTo,
      },
    );
  } catch (error) {
    if (error instanceof TemplateExecError) {
      console.error(`[supabase-api] the ${template} email template failed: ${error.message}`);
      throw new AuthError(500, 'unexpected_failure', failure);
    }
    throw error;
  }
  await tx.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  ctx.mailbox.deliver({to: user.email, subject: email.subject, html: email.html});
}

/** @param {Record<string, any>} body PKCE clients (@supabase/ssr) send a code challenge */
const isPkce = (body) => typeof body.code_challenge === 'string' && body.code_challenge !== '';

/**
 * GoTrue's answer to a sign-up for an address that is already confirmed (sanitizeUser): a made-up user
 * with a fresh id and no identities, so the answer does not say whether the address has an account.
 * @param {string} email
 * @param {Record<string, unknown>} data
 */
function obfuscatedUser(email, data) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: {provider: 'email', providers: ['email']},
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} body
 */
async function signUp(ctx, req, body) {
  const email = normaliseEmail(body.email);
  if (!email) {
    if (typeof body.phone === 'string' && body.phone) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  }
  if (typeof body.password !== 'string' || body.password === '') {
    throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  }
  validatePassword(ctx.config, body.password);
  validateEmail(email);
  if (
    body.data !== undefined &&
    body.data !== null &&
    (typeof body.data !== 'object' || Array.isArray(body.data))
  ) {
    throw new AuthError(400, 'validation_failed', 'data must be a JSON object');
  }
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.email_confirmed_at) {
      if (ctx.config.mailerAutoconfirm) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      // No email either: GoTrue only records a "user_repeated_signup" audit entry.
      return obfuscatedUser(email, body.data ?? {});
    }
    // Not confirmed yet: the user is left as it is (the claimed owner is unproven) and gets the link again.
    return ctx.db.transaction(async (tx) => {
      await sendAuthEmail(ctx, tx, existing, 'signup', isPkce(body), referrerOf(ctx.config, req));
      return userJson(tx, await findUserById(tx, existing.id));
    });
  }
  const hash = await hashPassword(body.password);
  const userId = randomUUID();
  const confirmed = ctx.config.mailerAutoconfirm;
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const identityData = {sub: userId, email, email_verified: confirmed, phone_verified: false};
      const metadata = {...(body.data ?? {}), ...identityData};
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
                                 confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4,
                 '{"provider": "email", "providers": ["email"]}', $5, false, $6, $6, '', '', '', '', false)`,
        [userId, email, hash, confirmed ? now : null, JSON.stringify(metadata), now],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1, $2, $3, 'email', $4, $4, $4)`,
        [userId, userId, JSON.stringify(identityData), now],
      );
      if (confirmed) return startSession(ctx, tx, userId, req);
      const user = await findUserById(tx, userId);
      await sendAuthEmail(ctx, tx, user, 'signup', isPkce(body), referrerOf(ctx.config, req));
      return userJson(tx, await findUserById(tx, userId));
    });
  } catch (error) {
    if (/** @type {any} */ (error)?.code === '23505') {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    throw error;
  }
}

const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email'];

/**
 * POST /verify: an email link's token hash (or the emailed code with the address) for a session, as
 * supabase-js's verifyOtp sends it. A link works once, for `otpExpiry` seconds; a recovery link also
 * confirms an unconfirmed address (the owner proved they read it).
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} body
 */
async function verify(ctx, req, body) {
  const type = typeof body.type === 'string' ? body.type : '';
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  const token = typeof body.token === 'string' ? body.token : '';
  let tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
  if ((token === '') === (tokenHash === '')) {
    throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  }
  if (!VERIFY_TYPES.includes(type)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
  }
  const linkFailure = token
    ? new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
    : new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  if (token) {
    const email = normaliseEmail(body.email);
    if (!email) {
      throw new AuthError(
        400,
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
    tokenHash = tokenHashOf(email, token);
  }
  const column =
    type === 'recovery' || type === 'magiclink'
      ? 'recovery'
      : type === 'email'
        ? null
        : 'confirmation';
  return ctx.db.transaction(async (tx) => {
    // A PKCE token is stored with its `pkce_` prefix; an emailed code hashes to the bare value.
    const candidates = [tokenHash, `pkce_${tokenHash}`];
    const where = column
      ? `${column}_token = any($1)`
      : `(confirmation_token = any($1) or recovery_token = any($1))`;
    const {rows} = await tx.query(
      `select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null for update`,
      [candidates],
    );
    const user = /** @type {any} */ (rows[0]);
    if (!user || tokenHash === '') throw linkFailure;
    if (user.banned_until && new Date(user.banned_until) > new Date()) {
      throw new AuthError(403, 'user_banned', 'User is banned');
    }
    const usedColumn =
      column ?? (candidates.includes(user.recovery_token) ? 'recovery' : 'confirmation');
    const sentAt = user[`${usedColumn}_sent_at`];
    if (!sentAt || new Date(sentAt).getTime() + ctx.config.otpExpiry * 1000 < Date.now()) {
      throw linkFailure;
    }
    await tx.query(
      `update auth.users set ${usedColumn}_token = '',
              email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
        where user_id = $1 and provider = 'email'`,
      [user.id],
    );
    return startSession(ctx, tx, user.id, req, 'otp');
  });
}

/**
 * POST /recover: a password-reset email for a known address; any address gets the same empty answer.
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} body
 */
async function recover(ctx, req, body) {
  const email = normaliseEmail(body.email);
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  validateEmail(email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  await ctx.db.transaction((tx) =>
    sendAuthEmail(ctx, tx, user, 'recovery', isPkce(body), referrerOf(ctx.config, req)),
  );
  return {};
}

/**
 * POST /resend for `type: "signup"`: the confirmation email again, only for an unconfirmed address;
 * unknown and confirmed addresses get the same empty answer.
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} body
 */
async function resend(ctx, req, body) {
  const type = typeof body.type === 'string' ? body.type : '';
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const email = normaliseEmail(body.email);
  if (!email) throw new AuthError(400, 'validation_failed', 'Missing email address or phone number');
  validateEmail(email);
  if (type !== 'signup') return {};
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.email_confirmed_at) return {};
  await ctx.db.transaction((tx) =>
    sendAuthEmail(ctx, tx, user, 'signup', isPkce(body), referrerOf(ctx.config, req)),
  );
  return {};
}

/**
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} body
 */
async function passwordGrant(ctx, req, body) {
  const email = normaliseEmail(body.email);
  if (!email && !(typeof body.phone === 'string' && body.phone)) {
    throw new AuthError(400, 'validation_failed', 'missing email or phone');
  }
  if (typeof body.password !== 'string' || body.password === '') {
    throw new AuthError(400, 'validation_failed', 'missing password');
  }
  const user = email ? await findUserByEmail(ctx.db, email) : null;
  const hash =
    typeof user?.encrypted_password === 'string' && user.encrypted_password
      ? user.encrypted_password
      : DUMMY_HASH;
  const matches = await bcrypt.compare(body.password, hash).catch(() => false);
  if (!user || !matches || hash === DUMMY_HASH) {
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  return ctx.db.transaction((tx) => startSession(ctx, tx, user.id, req));
}

/**
 * Refresh-token rotation as GoTrue does it: a live token is swapped for a new child; a revoked token that
 * is the parent of the session's live token gets that live token back (the client lost the last answer);
 * any other revoked token is accepted only within the reuse interval; after it, the reuse ends the whole
 * session (every token of the family and the session's access tokens stop working) and fails.
 * @param {AuthContext} ctx
 * @param {Record<string, any>} body
 */
async function refreshGrant(ctx, body) {
  const presented = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!presented) {
    throw new AuthError(400, 'validation_failed', 'refresh_token required');
  }
  /** @type {AuthError | null} */
  let failure = null;
  const session = await ctx.db.transaction(async (tx) => {
    const found = await tx.query(
      `select t.id, t.token, t.user_id, t.revoked, t.updated_at, t.session_id, s.created_at as session_created_at
         from auth.refresh_tokens t
         join auth.sessions s on s.id = t.session_id
        where t.token = $1`,
      [presented],
    );
    const token = /** @type {any} */ (found.rows[0]);
    if (!token) {
      failure = new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
      return null;
    }
    const user = await findUserById(tx, token.user_id);
    if (!user) {
      failure = new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
      return null;
    }
    const now = new Date();
    /** @type {string | null} */
    let issued = null;
    if (token.revoked) {
      const active = await tx.query(
        `select token, parent from auth.refresh_tokens
          where session_id = $1 and revoked = false
          order by id desc limit 1`,
        [token.session_id],
      );
      const live = /** @type {any} */ (active.rows[0]);
      if (live && live.parent === token.token) {
        issued = live.token;
      } else {
        const reuseUntil =
          new Date(token.updated_at).getTime() + ctx.config.refreshTokenReuseInterval * 1000;
        if (now.getTime() > reuseUntil) {
          // Treated as a stolen token: the whole session ends (its refresh tokens go with it), so no token
          // of this family can be swapped again, not even inside the reuse interval.
          await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
          failure = new AuthError(
            400,
            'refresh_token_already_used',
            'Invalid Refresh Token: Already Used',
          );
          return null;
        }
      }
    }
    if (issued === null) {
      // Revoke the presented token (only if it is still live: a reuse within the interval keeps its
      // original revocation time) and issue its child.
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1 and revoked = false',
        [token.id, now],
      );
      issued = newRefreshToken();
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5)`,
        [issued, user.id, now, token.token, token.session_id],
      );
    }
    await tx.query(
      "update auth.sessions set refreshed_at = $2::timestamptz at time zone 'UTC', updated_at = $2::timestamptz where id = $1",
      [token.session_id, now],
    );
    return sessionJson(
      ctx,
      tx,
      user,
      {id: token.session_id, created_at: token.session_created_at},
      issued,
    );
  });
  if (failure) throw failure;
  return session;
}

/**
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, any>} body
 */
async function updateUser(ctx, req, body) {
  const {user} = await authenticate(ctx, req);
  /** @type {string[]} */
  const sets = [];
  /** @type {unknown[]} */
  const values = [user.id];
  if (body.email !== undefined && normaliseEmail(body.email) !== (user.email ?? '')) {
    const email = normaliseEmail(body.email);
    validateEmail(email);
    const other = await findUserByEmail(ctx.db, email);
    if (other && other.id !== user.id) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    // Applies at once (GoTrue's autoconfirm path). The shop never changes an address; a hosted project with
    // confirmations on would email both addresses first.
    values.push(email);
    sets.push(`email = $${values.length}`);
  }
  if (body.password !== undefined) {
    validatePassword(ctx.config, body.password);
    if (user.encrypted_password && (await bcrypt.compare(body.password, user.encrypted_password))) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    values.push(await hashPassword(body.password));
    sets.push(`encrypted_password = $${values.length}`);
  }
  if (body.data !== undefined && body.data !== null) {
    if (typeof body.data !== 'object' || Array.isArray(body.data)) {
      throw new AuthError(400, 'validation_failed', 'data must be a JSON object');
    }
    // GoTrue merges the keys; a null value removes one.
    const merged = {...(user.raw_user_meta_data ?? {})};
    for (const [key, value] of Object.entries(body.data)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    values.push(JSON.stringify(merged));
    sets.push(`raw_user_meta_data = $${values.length}`);
  }
  return ctx.db.transaction(async (tx) => {
    if (sets.length) {
      values.push(new Date());
      await tx.query(
        `update auth.users set ${sets.join(', ')}, updated_at = $${values.length} where id = $1`,
        values,
      );
      if (sets.some((set) => set.startsWith('email ='))) {
        await tx.query(
          `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [user.id, normaliseEmail(body.email)],
        );
      }
    }
    return userJson(tx, await findUserById(tx, user.id));
  });
}

/**
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {string} scope
 */
async function logout(ctx, req, scope) {
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const {user, sessionId} = await authenticate(ctx, req);
  if (scope === 'global') {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    if (sessionId) await ctx.db.query('delete from auth.sessions where id::text = $1', [sessionId]);
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [
      user.id,
      sessionId ?? '',
    ]);
  }
}

/**
 * Which per-IP bucket a route draws from (GoTrue's router: /token shares one for password and refresh;
 * sign-up, recover, resend and user updates have a bucket each at the OTP rate).
 * @type {Record<string, keyof AuthLimiters>}
 */
const LIMITED_ROUTES = {
  'POST /token': 'token',
  'POST /verify': 'verify',
  'POST /signup': 'signup',
  'POST /recover': 'recover',
  'POST /resend': 'resend',
  'PUT /user': 'user',
};

/**
 * Handles /auth/v1/... (path relative to /auth/v1).
 * @param {AuthContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {string} subpath
 * @param {Buffer} rawBody
 * @param {Record<string, string>} baseHeaders
 */
export async function handleAuth(ctx, req, res, url, subpath, rawBody, baseHeaders) {
  const method = (req.method ?? 'GET').toUpperCase();
  const headers = {...baseHeaders, 'X-Supabase-Api-Version': AUTH_API_VERSION};
  /** @param {number} status @param {unknown} value */
  const reply = (status, value) => sendJson(res, status, value, headers);
  try {
    const route = `${method} ${subpath.replace(/\/+$/, '') || '/'}`;
    const limiter = LIMITED_ROUTES[route];
    if (limiter && !ctx.limiters[limiter].allow(clientAddress(req))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    switch (route) {
      case 'GET /health':
        return reply(200, {
          version: 'local',
          name: 'GoTrue',
          description: 'Local stand-in for Supabase Auth',
        });
      case 'GET /settings':
        return reply(200, {
          external: {email: true, phone: false, anonymous_users: false},
          disable_signup: false,
          mailer_autoconfirm: ctx.config.mailerAutoconfirm,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        });
      case 'POST /signup':
        return reply(200, await signUp(ctx, req, parseBody(rawBody)));
      case 'POST /verify':
        return reply(200, await verify(ctx, req, parseBody(rawBody)));
      case 'POST /recover':
        return reply(200, await recover(ctx, req, parseBody(rawBody)));
      case 'POST /resend':
        return reply(200, await resend(ctx, req, parseBody(rawBody)));
      case 'POST /token': {
        const grantType = url.searchParams.get('grant_type');
        const body = parseBody(rawBody);
        if (grantType === 'password') return reply(200, await passwordGrant(ctx, req, body));
        if (grantType === 'refresh_token') return reply(200, await refreshGrant(ctx, body));
        throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
      }
      case 'GET /user': {
        const {user} = await authenticate(ctx, req);
        return reply(200, await userJson(ctx.db, user));
      }
      case 'PUT /user':
        return reply(200, await updateUser(ctx, req, parseBody(rawBody)));
      case 'POST /logout':
        await logout(ctx, req, url.searchParams.get('scope') ?? 'global');
        return send(res, 204, headers);
      default:
        throw new AuthError(
          404,
          'not_found',
          `${method} /auth/v1${subpath} is not served by the local Supabase Auth API`,
        );
    }
  } catch (error) {
    if (error instanceof AuthError) {
      return sendJson(res, error.status, error, headers);
    }
    throw error;
  }
}
