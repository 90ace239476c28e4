import {describe, expect, it} from 'vitest';
import {OPT_OUT_MESSAGES as M, optOutValues} from './optOutForm';
import {parseOptOutForm} from './optOutForm.server';
import {OPT_OUT_STATES} from '~/content/policies';

const VALID = {
  firstName: 'Ana',
  lastName: 'García-O’Neil',
  email: 'ana@example.com',
  state: 'California',
  optOutSale: 'on',
};

function form(values: Record<string, string | undefined>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) data.append(key, value);
  return data;
}

function errorsFor(values: Record<string, string | undefined>) {
  const result = parseOptOutForm(form(values));
  if (result.ok) throw new Error('expected a failure');
  return result;
}

describe('parseOptOutForm', () => {
  it('accepts a complete request, trimming names and email', () => {
    const result = parseOptOutForm(
      form({...VALID, firstName: '  Ana ', email: ' ana@example.com  ', optOutTargetedAds: 'on'}),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        firstName: 'Ana',
        lastName: 'García-O’Neil',
        email: 'ana@example.com',
        state: 'California',
        optOutSale: true,
        optOutTargetedAds: true,
      },
    });
  });

  it.each([
    ['firstName', 'First'],
    ['lastName', 'Last'],
  ])('%s: required, at most 50, only letters, spaces, hyphens and apostrophes', (field, label) => {
    const messages = {
      required: `${label} name is required`,
      tooLong: `${label} name must be less than 50 characters`,
      characters: `${label} name can only contain letters, spaces, hyphens, and apostrophes`,
    };
    expect(errorsFor({...VALID, [field]: undefined}).fieldErrors).toEqual({
      [field]: messages.required,
    });
    expect(errorsFor({...VALID, [field]: '   '}).fieldErrors).toEqual({[field]: messages.required});
    expect(parseOptOutForm(form({...VALID, [field]: 'a'.repeat(50)})).ok).toBe(true);
    expect(parseOptOutForm(form({...VALID, [field]: `  ${'a'.repeat(50)}  `})).ok).toBe(true);
    expect(errorsFor({...VALID, [field]: 'a'.repeat(51)}).fieldErrors).toEqual({
      [field]: messages.tooLong,
    });
    for (const bad of ['Ana2', 'Ana!', 'Ana_B', '<b>Ana</b>', 'Ana.']) {
      expect(errorsFor({...VALID, [field]: bad}).fieldErrors, bad).toEqual({
        [field]: messages.characters,
      });
    }
    for (const good of ["D'Angelo", 'Mary Ann', 'Smith-Jones', 'Zoë', 'José']) {
      expect(parseOptOutForm(form({...VALID, [field]: good})).ok, good).toBe(true);
    }
  });

  it.each([
    ['firstName', 'First'],
    ['lastName', 'Last'],
  ])('%s: at least one letter; punctuation or accents alone name nobody', (field, label) => {
    const noLetter = `${label} name must contain at least one letter`;
    for (const bad of ["-'-", '-', "'", '’', ' - ', '\u0301'.repeat(10), "-\u0301'"]) {
      expect(errorsFor({...VALID, [field]: bad}).fieldErrors, JSON.stringify(bad)).toEqual({
        [field]: noLetter,
      });
    }
    for (const good of ['O', "O'", 'e\u0301', 'Ŋ', '李', 'Ana-María']) {
      expect(parseOptOutForm(form({...VALID, [field]: good})).ok, good).toBe(true);
    }
  });

  it('email: trimmed, valid, at most 255', () => {
    for (const bad of [undefined, '', '  ', 'ana', 'ana@', 'ana@example', 'a b@example.com']) {
      expect(errorsFor({...VALID, email: bad}).fieldErrors, String(bad)).toEqual({
        email: M.emailInvalid,
      });
    }
    const domain = '@example.com';
    const ofLength = (length: number) => `${'a'.repeat(length - domain.length)}${domain}`;
    expect(parseOptOutForm(form({...VALID, email: ofLength(255)})).ok).toBe(true);
    expect(errorsFor({...VALID, email: ofLength(256)}).fieldErrors).toEqual({
      email: M.emailTooLong,
    });
  });

  it('state: one of the 15 states', () => {
    expect(OPT_OUT_STATES).toHaveLength(15);
    for (const state of OPT_OUT_STATES) {
      expect(parseOptOutForm(form({...VALID, state})).ok, state).toBe(true);
    }
    for (const bad of [undefined, '', 'Wyoming', 'california', 'New York']) {
      expect(errorsFor({...VALID, state: bad}).fieldErrors, String(bad)).toEqual({
        state: M.stateRequired,
      });
    }
  });

  it('needs at least one of the two boxes, either one', () => {
    expect(errorsFor({...VALID, optOutSale: undefined}).fieldErrors).toEqual({
      optOut: M.atLeastOne,
    });
    expect(
      parseOptOutForm(form({...VALID, optOutSale: undefined, optOutTargetedAds: 'on'})),
    ).toMatchObject({
      ok: true,
      data: {optOutSale: false, optOutTargetedAds: true},
    });
    expect(parseOptOutForm(form(VALID))).toMatchObject({
      ok: true,
      data: {optOutSale: true, optOutTargetedAds: false},
    });
  });

  it('reports every field at once, the first in form order, and keeps the input', () => {
    const result = errorsFor({firstName: 'Ana1', lastName: '', email: 'nope', state: 'Ohio'});
    expect(result.fieldErrors).toEqual({
      firstName: M.firstNameCharacters,
      lastName: M.lastNameRequired,
      email: M.emailInvalid,
      state: M.stateRequired,
      optOut: M.atLeastOne,
    });
    expect(result.firstMessage).toBe(M.firstNameCharacters);
    expect(optOutValues(result.values)).toEqual({
      firstName: 'Ana1',
      lastName: '',
      email: 'nope',
      state: 'Ohio',
      optOutSale: false,
      optOutTargetedAds: false,
    });
    expect(errorsFor({...VALID, state: ''}).firstMessage).toBe(M.stateRequired);
  });

  it('has the spec’s texts', () => {
    expect(M).toMatchObject({
      firstNameRequired: 'First name is required',
      firstNameTooLong: 'First name must be less than 50 characters',
      firstNameCharacters: 'First name can only contain letters, spaces, hyphens, and apostrophes',
      lastNameRequired: 'Last name is required',
      lastNameTooLong: 'Last name must be less than 50 characters',
      lastNameCharacters: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
      emailInvalid: 'Invalid email address',
      emailTooLong: 'Email must be less than 255 characters',
      stateRequired: 'Please select your state',
      atLeastOne: 'Please select at least one opt-out option',
      submittedTitle: 'Your opt-out request has been submitted',
      submittedDescription:
        'We will process your request within 15 business days and send you a confirmation email.',
    });
  });
});
