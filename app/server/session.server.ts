import {createCookieSessionStorage, type Session, type SessionStorage} from '@shopify/remix-oxygen';

/**
 * The shop's own signed cookie session: cart id, flash messages. Supabase tokens are kept in
 * their own cookies by @supabase/ssr.
 */
export class AppSession {
  public isPending = false;

  private constructor(
    private readonly storage: SessionStorage,
    private readonly session: Session,
  ) {}

  static async init(request: Request, secrets: string[], secure: boolean) {
    const storage = createCookieSessionStorage({
      cookie: {
        name: 'session',
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        secrets,
      },
    });
    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());
    return new this(storage, session);
  }

  has(name: string) {
    return this.session.has(name);
  }

  get(name: string): unknown {
    return this.session.get(name);
  }

  set(name: string, value: unknown) {
    this.isPending = true;
    this.session.set(name, value);
  }

  flash(name: string, value: unknown) {
    this.isPending = true;
    this.session.flash(name, value);
  }

  unset(name: string) {
    this.isPending = true;
    this.session.unset(name);
  }

  destroy() {
    return this.storage.destroySession(this.session);
  }

  /**
   * The cookie for the session as it now is. A session left with nothing in it (its last flash was
   * shown) is expired rather than kept: an empty session cookie would stay with the shopper for good and
   * keep every page they visit from the shared copies (pageCache.server).
   */
  commit() {
    this.isPending = false;
    return Object.keys(this.session.data).length === 0
      ? this.storage.destroySession(this.session)
      : this.storage.commitSession(this.session);
  }
}
