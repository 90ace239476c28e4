import {PostgrestClient} from '@supabase/postgrest-js';
import {createServerClient, parseCookieHeader, serializeCookieHeader} from '@supabase/ssr';
import type {SupabaseClient, User} from '@supabase/supabase-js';
import {redirect} from '@shopify/remix-oxygen';
import type {Database} from './database.types';
import {
  PROVIDER_BUDGET_MS,
  RequestDeadline,
  SUPABASE,
  supabaseBudgetOf,
} from './providerDeadline.server';

export type AppSupabaseClient = SupabaseClient<Database>;

/** The tables and views as the public key sees them, whoever asks: what a read the same for every shopper needs. */
export type PublicDatabase = Pick<AppSupabaseClient, 'from'>;

/**
 * The cookies @supabase/ssr keeps a session in: `sb-<ref>-auth-token`, its chunks `.0`, `.1`, … when the
 * session is long, and the PKCE verifier its sign-out removes as well.
 */
const AUTH_COOKIE_NAME = /^sb-[^=;\s]+-auth-token(?:\.\d+|-code-verifier)?$/;

const cookieNameOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('=')).trim();

/** Cookies and headers a request's response must carry whatever the route returns. */
export class PendingResponseHeaders {
  readonly cookies: string[] = [];
  readonly headers = new Map<string, string>();
  #sessionEnded: string[] | null = null;

  /**
   * Ends the shopper's session in this response: these expired auth cookies go out, and every auth cookie
   * the Supabase client writes in this request (a refresh while sign-out revokes, or late, after a
   * deadline) is dropped, so nothing signs the shopper back in.
   */
  endSession(expiredAuthCookies: string[]) {
    this.#sessionEnded = expiredAuthCookies;
    // Listed with the rest as well, so whoever asks whether this response sets cookies hears yes.
    this.cookies.push(...expiredAuthCookies);
  }

  /** Adds everything pending to a response (the worker calls this once per request). */
  applyTo(response: Response) {
    for (const [name, value] of this.headers) response.headers.set(name, value);
    const ended = this.#sessionEnded;
    for (const cookie of this.cookies) {
      if (ended && AUTH_COOKIE_NAME.test(cookieNameOf(cookie))) continue;
      response.headers.append('Set-Cookie', cookie);
    }
    for (const cookie of ended ?? []) response.headers.append('Set-Cookie', cookie);
  }
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/i;

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * The shopper's address as Oxygen gives it to the worker (`oxygen-buyer-ip`, set by Oxygen's edge, so a
 * shopper cannot choose it there), or null when absent or not an IP. A loopback address is mini-oxygen's
 * placeholder for every local request, not a shopper, so it is null too.
 */
export function shopperIp(request: Request): string | null {
  const value = request.headers.get('oxygen-buyer-ip')?.trim() ?? '';
  const ip = IPV4.test(value) || (value.includes(':') && IPV6.test(value)) ? value : null;
  return ip && !LOOPBACK.test(ip) ? ip : null;
}

/**
 * Adds the shopper's IP to Auth requests, so each shopper gets their own per-IP rate limits instead of
 * every shopper sharing the worker's: as `X-Forwarded-For` (Auth keys its limits on its first address
 * behind Supabase's gateway) and as `Sb-Forwarded-For`, the header GoTrue reads instead when the project
 * turns on IP address forwarding (it then trusts it only from requests made with a secret key).
 */
export function forwardShopperIp(
  authUrl: string,
  ip: string,
  fetchImpl: typeof fetch = fetch,
): typeof fetch {
  return (input, init) => {
    const target =
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!target.startsWith(authUrl)) return fetchImpl(input, init);
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    headers.set('X-Forwarded-For', ip);
    headers.set('Sb-Forwarded-For', ip);
    return fetchImpl(input, {...init, headers});
  };
}

const authCookieOptions = (secure: boolean) =>
  ({httpOnly: true, sameSite: 'lax', secure, path: '/'}) as const;

/**
 * A Supabase client for one request. Its auth cookies are httpOnly (the browser never needs the
 * tokens), SameSite=Lax and Secure in production. Cookies it sets, e.g. after a refresh, go into
 * `pending`, which the worker adds to whatever response the route returns.
 */
export function createSupabaseServerClient({
  request,
  url,
  anonKey,
  secure,
  pending,
  deadline = new RequestDeadline(),
}: {
  request: Request;
  url: string;
  anonKey: string;
  secure: boolean;
  pending: PendingResponseHeaders;
  deadline?: RequestDeadline;
}): AppSupabaseClient {
  const ip = shopperIp(request);
  const authUrl = `${url.replace(/\/+$/, '')}/auth/v1/`;
  // Each call is aborted at its budget, so no page waits on a slow Supabase (providerDeadline.server).
  const bounded = deadline.boundFetch(supabaseBudgetOf);
  return createServerClient<Database>(url, anonKey, {
    global: {fetch: ip ? forwardShopperIp(authUrl, ip, bounded) : bounded},
    cookieOptions: authCookieOptions(secure),
    cookies: {
      getAll() {
        return parseCookieHeader(request.headers.get('Cookie') ?? '').map(({name, value}) => ({
          name,
          value: value ?? '',
        }));
      },
      setAll(cookies, headers) {
        for (const {name, value, options} of cookies) {
          pending.cookies.push(serializeCookieHeader(name, value, options));
        }
        for (const [name, value] of Object.entries(headers ?? {})) pending.headers.set(name, value);
      },
    },
  });
}

/**
 * PostgREST alone, with the project's public key, as Supabase's client sends a request with no session
 * (`apikey` and `Authorization: Bearer <key>`, the `public` schema's profile headers), each call aborted at
 * its budget. For reads whose answer is the same for every shopper (a product's live copy): the whole
 * client (Auth with its cookie storage and session lock, Realtime, Storage) was built for them on every
 * product page a new isolate rendered, though none of it was used.
 */
export function createPublicDatabaseClient({
  url,
  anonKey,
  deadline = new RequestDeadline(),
}: {
  url: string;
  anonKey: string;
  deadline?: RequestDeadline;
}): PublicDatabase {
  return new PostgrestClient<Database>(`${url.replace(/\/+$/, '')}/rest/v1`, {
    headers: {apikey: anonKey, Authorization: `Bearer ${anonKey}`},
    schema: 'public',
    fetch: deadline.boundFetch(supabaseBudgetOf),
  });
}

/** Supabase keeps its session in cookies named `sb-<ref>-auth-token` (possibly chunked). */
export function hasAuthCookie(request: Request) {
  return /(?:^|;\s*)sb-[^=]+-auth-token(?:\.\d+)?=/.test(request.headers.get('Cookie') ?? '');
}

/**
 * Every auth cookie the request carries (each chunk of the session, and the PKCE verifier) expired with
 * the options they were set with, as @supabase/ssr's own sign-out writes them.
 */
export function expiredAuthCookies(request: Request, secure: boolean): string[] {
  const names = parseCookieHeader(request.headers.get('Cookie') ?? '')
    .map(({name}) => name)
    .filter((name) => AUTH_COOKIE_NAME.test(name));
  return [...new Set(names)].map((name) =>
    serializeCookieHeader(name, '', {...authCookieOptions(secure), maxAge: 0}),
  );
}

/**
 * Signs the shopper out: the session's cookies are cleared in this response first, whatever Supabase
 * does, then the session is revoked at Auth within the provider deadline. A revocation that fails or
 * times out is logged, not shown: the shopper is signed out here either way, and the refresh token dies
 * with its session at Auth's own expiry.
 */
export async function endSession({
  request,
  secure,
  pending,
  supabase,
  deadline,
}: {
  request: Request;
  secure: boolean;
  pending: PendingResponseHeaders;
  /** Asked for only when there is a session to revoke. */
  supabase: () => AppSupabaseClient;
  deadline: RequestDeadline;
}): Promise<void> {
  pending.endSession(expiredAuthCookies(request, secure));
  if (!hasAuthCookie(request)) return;
  try {
    const {error} = await deadline.race(
      supabase().auth.signOut({scope: 'local'}),
      SUPABASE,
      PROVIDER_BUDGET_MS.supabase,
    );
    if (error) console.warn(`Sign-out not revoked at Auth (${error.status ?? 'no answer'}): ${error.message}`);
  } catch (error) {
    console.warn(`Sign-out not revoked at Auth: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * What the auth helpers use of a request's context (the load context is one). `supabase` is read only when
 * it is needed: the context makes its client on first use, and without an auth cookie nothing needs it.
 */
export interface AuthContext {
  readonly supabase: AppSupabaseClient;
  /** The request's provider budget; without one the call gets a budget of its own. */
  readonly deadline?: RequestDeadline;
}

/**
 * The signed-in user, or null. Without an auth cookie no request is made (and no client): with one, the
 * token is verified (and refreshed when near expiry) by the auth server. Any failure counts as signed out.
 */
export async function getUser(context: AuthContext, request: Request): Promise<User | null> {
  if (!hasAuthCookie(request)) return null;
  try {
    // Raced as well as aborted: a refresh that fails is retried with back-off for up to 30 s inside Auth's
    // client, each attempt failing at once once the budget is spent.
    const {data, error} = await (context.deadline ?? new RequestDeadline()).race(
      context.supabase.auth.getUser(),
      SUPABASE,
      PROVIDER_BUDGET_MS.supabase,
    );
    return error ? null : data.user;
  } catch {
    return null;
  }
}

/** Asks the database's `has_role`; an error of any kind means "not an admin". */
export async function isAdmin(supabase: AppSupabaseClient, userId: string): Promise<boolean> {
  try {
    const {data, error} = await supabase.rpc('has_role', {_user_id: userId, _role: 'admin'});
    return !error && data === true;
  } catch {
    return false;
  }
}

/** The admin, or a redirect to `/` for everyone else (signed out, not admin, role check failed). */
export async function requireAdmin(context: AuthContext, request: Request): Promise<User> {
  const user = await getUser(context, request);
  if (!user || !(await isAdmin(context.supabase, user.id))) throw redirect('/');
  return user;
}
