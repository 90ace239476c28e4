import {describe, expect, it, vi} from 'vitest';
import type * as Zod from 'zod';

/** How many schemas the app's modules asked zod to build (its own internals are not counted). */
const built = vi.hoisted(() => ({count: 0}));

vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof Zod>();
  const counted = <Build extends (...args: never[]) => unknown>(build: Build) =>
    ((...args: Parameters<Build>) => {
      built.count += 1;
      return build(...args);
    }) as Build;
  const {z} = actual;
  return {
    ...actual,
    z: {
      ...z,
      object: counted(z.object),
      strictObject: counted(z.strictObject),
      discriminatedUnion: counted(z.discriminatedUnion),
      enum: counted(z.enum),
      string: counted(z.string),
      email: counted(z.email),
      uuid: counted(z.uuid),
      url: counted(z.url),
    },
  };
});

describe('schemas a new worker builds', () => {
  it('builds none when the modules are evaluated, each on its first use, and that one only once', async () => {
    // Every module that defines a form's or the environment's schema: a worker evaluates them all when
    // a new isolate starts, though most requests parse no form.
    const {parseNewsletterForm} = await import('~/features/newsletter/newsletterForm.server');
    await import('~/features/consent/consent.server');
    await import('~/features/consent/optOutForm.server');
    await import('~/features/cart/cartInput.server');
    await import('~/features/cart/permalinkChoice.server');
    await import('~/features/auth/authForm.server');
    await import('~/features/admin-copy/adminCopy.server');
    await import('~/server/env.server');
    expect(built.count).toBe(0);

    const form = new FormData();
    form.set('email', 'Shopper@Example.com');
    expect(parseNewsletterForm(form)).toMatchObject({
      ok: true,
      data: {email: 'shopper@example.com'},
    });
    const afterFirst = built.count;
    expect(afterFirst).toBeGreaterThan(0);
    parseNewsletterForm(form);
    expect(built.count).toBe(afterFirst);
  });

  it('builds no schema for a valid environment, and the schema for one it must explain', async () => {
    const {parseEnv} = await import('~/server/env.server');
    const before = built.count;
    const config = parseEnv({
      SITE_ENV: 'local',
      SESSION_SECRET: 'local-session-secret-do-not-use-in-production',
      PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100',
      PUBLIC_STOREFRONT_API_TOKEN: 'token',
    });
    expect(config.STOREFRONT_TIMEOUT_MS).toBe(2500);
    expect(built.count).toBe(before);
    expect(() => parseEnv({SITE_ENV: 'local', PUBLIC_STORE_DOMAIN: 'x'})).toThrowError(
      /SESSION_SECRET is missing/,
    );
    expect(built.count).toBeGreaterThan(before);
  });
});
