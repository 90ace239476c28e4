import {z} from 'zod';
import {describe, expect, it} from 'vitest';
import {
  ECHO_MAX_LENGTH,
  answerForm,
  formSubmission,
  parseForm,
  readFormFields,
} from './forms.server';
import {ANSWER_AS_DATA} from '~/lib/forms';
import {AppSession} from './session.server';
import {preferJitlessZod} from './zod.server';

preferJitlessZod();

function form(entries: [string, string | Blob][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const schema = z.object({
  name: z.string({error: 'Name is required'}).min(1, 'Name is required').max(5, 'Name is too long'),
  email: z.email({error: 'Email is invalid'}),
  password: z.string({error: 'Password is required'}).min(6, 'Password is too short'),
});

describe('readFormFields', () => {
  it('reads the first string value of each field', () => {
    const data = form([
      ['intent', 'approve'],
      ['intent', 'reject'],
      ['file', new Blob(['x'])],
    ]);
    expect(readFormFields(data)).toEqual({intent: 'approve'});
  });

  it('trims every field but the secret ones', () => {
    const data = form([
      ['email', '  ana@example.com '],
      ['password', ' secret '],
    ]);
    expect(readFormFields(data, ['password'])).toEqual({
      email: 'ana@example.com',
      password: ' secret ',
    });
  });

  it('reads a body that could not be read as an empty form', () => {
    expect(readFormFields(null)).toEqual({});
  });

  it('keeps a field named like an object property as an ordinary field', () => {
    const fields = readFormFields(
      form([
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ]),
    );
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.entries(fields)).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
    ]);
  });
});

describe('parseForm', () => {
  it('answers the schema’s data', () => {
    const data = form([
      ['name', ' Ana '],
      ['email', 'ana@example.com'],
      ['password', ' abcdef'],
      ['extra', '1'],
    ]);
    expect(parseForm(data, schema, {secret: ['password']})).toEqual({
      ok: true,
      data: {name: 'Ana', email: 'ana@example.com', password: ' abcdef'},
    });
  });

  it('answers the first message of each field and of the form, in the schema’s order', () => {
    const result = parseForm(form([['password', '123']]), schema, {secret: ['password']});
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Name is required',
        email: 'Email is invalid',
        password: 'Password is too short',
      },
      firstMessage: 'Name is required',
      values: {},
    });
  });

  it('puts back what was posted, bounded, but never a secret field', () => {
    const long = 'a'.repeat(100_000);
    const result = parseForm(
      form([
        ['name', long],
        ['email', ' nope '],
        ['password', 'hunter2-but-wrong'],
      ]),
      schema,
      {secret: ['password']},
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values).toEqual({name: long.slice(0, ECHO_MAX_LENGTH), email: 'nope'});
    // The whole value was checked, not the bounded copy.
    expect(result.fieldErrors.name).toBe('Name is too long');
  });

  it('reports a form-wide rule under its path, after the fields', () => {
    const pair = z
      .object({a: z.string(), b: z.string()})
      .refine((values) => values.a === values.b, {path: ['b'], message: 'They differ'});
    expect(
      parseForm(
        form([
          ['a', 'x'],
          ['b', 'y'],
        ]),
        pair,
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: {b: 'They differ'},
      firstMessage: 'They differ',
    });
  });
});

describe('answerForm', () => {
  const notice = {kind: 'success', title: 'Saved'} as const;
  const session = () => AppSession.init(new Request('http://shop.test/'), ['test-secret'], false);
  const posted = (withMarker: boolean) =>
    form(withMarker ? [[ANSWER_AS_DATA.name, ANSWER_AS_DATA.value]] : []);

  /** What Remix sends for an action's `data()`: its body and init. */
  function unwrap(answer: unknown) {
    if (answer instanceof Response)
      throw new Error(`expected data, got a ${answer.status} response`);
    return answer as {data: unknown; init: ResponseInit | null};
  }

  it('reads the fetcher’s marker', async () => {
    expect(formSubmission(posted(true), await session()).asData).toBe(true);
    expect(formSubmission(posted(false), await session()).asData).toBe(false);
    expect(formSubmission(null, await session()).asData).toBe(false);
  });

  it('answers a fetcher’s success with the data and flashes nothing', async () => {
    const shopper = await session();
    const answer = unwrap(
      answerForm(formSubmission(posted(true), shopper), {
        data: {ok: true, notice},
        headers: {'Set-Cookie': 'cart=1'},
        next: {to: '/cart', notice},
      }),
    );
    expect(answer.data).toEqual({ok: true, notice});
    expect(answer.init?.status).toBe(200);
    expect(new Headers(answer.init?.headers).get('set-cookie')).toBe('cart=1');
    expect(shopper.has('notice')).toBe(false);
  });

  it('sends a plain post on with a 303, the notice flashed and the headers kept', async () => {
    const shopper = await session();
    const answer = answerForm(formSubmission(posted(false), shopper), {
      data: {ok: true, notice},
      headers: {'Set-Cookie': 'cart=1'},
      next: {to: '/cart', notice},
    });
    if (!(answer instanceof Response)) throw new Error('expected a redirect');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/cart');
    expect(answer.headers.get('set-cookie')).toBe('cart=1');
    expect(shopper.get('notice')).toEqual(notice);
  });

  it('flashes nothing when the next page needs no notice', async () => {
    const shopper = await session();
    const answer = answerForm(formSubmission(posted(false), shopper), {
      data: {ok: true},
      next: {to: '/checkout'},
    });
    expect(answer instanceof Response && answer.headers.get('location')).toBe('/checkout');
    expect(shopper.isPending).toBe(false);
  });

  it('answers a validation failure with the field errors at 400, with or without JavaScript', async () => {
    const failure = {ok: false, fieldErrors: {email: 'Email is invalid'}};
    for (const withMarker of [true, false]) {
      const shopper = await session();
      const answer = unwrap(
        answerForm(formSubmission(posted(withMarker), shopper), {data: failure, status: 400}),
      );
      expect(answer.data).toEqual(failure);
      expect(answer.init?.status).toBe(400);
      expect(shopper.isPending).toBe(false);
    }
  });

  it('answers a resource route as JSON, keeping the status', async () => {
    const shopper = await session();
    const asked = formSubmission(posted(true), shopper, {resourceRoute: true});
    const answer = answerForm(asked, {
      data: {ok: false},
      status: 409,
      next: {to: '/admin', notice},
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ok: false});
    const plain = answerForm(formSubmission(posted(false), shopper, {resourceRoute: true}), {
      data: {ok: false},
      status: 409,
      next: {to: '/admin', notice},
    });
    expect(plain.status).toBe(303);
    expect(shopper.get('notice')).toEqual(notice);
  });
});
