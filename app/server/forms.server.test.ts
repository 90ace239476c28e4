import {z} from 'zod';
import {describe, expect, it} from 'vitest';
import {ECHO_MAX_LENGTH, parseForm, readFormFields} from './forms.server';
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
