import {describe, expect, it} from 'vitest';
import {NEWSLETTER_MESSAGES} from './newsletterForm';
import {parseNewsletterForm} from './newsletterForm.server';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** A syntactically valid address of exactly `length` characters. */
function emailOfLength(length: number) {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('parseNewsletterForm', () => {
  it('trims and lower-cases the address and keeps a known source', () => {
    expect(parseNewsletterForm(form({email: '  Ana.Garcia@Example.COM ', source: 'home'}))).toEqual(
      {
        ok: true,
        data: {email: 'ana.garcia@example.com', source: 'home'},
      },
    );
  });

  it('records an unknown or missing source as the website', () => {
    const result = parseNewsletterForm(form({email: 'a@b.co', source: '<script>'}));
    expect(result).toMatchObject({ok: true, data: {source: 'website'}});
    expect(parseNewsletterForm(form({email: 'a@b.co'}))).toMatchObject({
      ok: true,
      data: {source: 'website'},
    });
  });

  it.each([
    ['a missing field', {}, NEWSLETTER_MESSAGES.required],
    ['an empty field', {email: ''}, NEWSLETTER_MESSAGES.required],
    ['only spaces', {email: '   '}, NEWSLETTER_MESSAGES.required],
    ['no @', {email: 'ana.example.com'}, NEWSLETTER_MESSAGES.invalid],
    ['no domain dot', {email: 'ana@example'}, NEWSLETTER_MESSAGES.invalid],
    ['spaces inside', {email: 'ana garcia@example.com'}, NEWSLETTER_MESSAGES.invalid],
  ])('rejects %s with the spec’s message', (_name, values, message) => {
    expect(parseNewsletterForm(form(values))).toMatchObject({ok: false, firstMessage: message});
  });

  it('accepts 255 characters and rejects 256', () => {
    expect(parseNewsletterForm(form({email: emailOfLength(255)}))).toMatchObject({ok: true});
    expect(parseNewsletterForm(form({email: emailOfLength(256)}))).toEqual({
      ok: false,
      values: {email: emailOfLength(256)},
      fieldErrors: {email: NEWSLETTER_MESSAGES.tooLong},
      firstMessage: NEWSLETTER_MESSAGES.tooLong,
    });
  });

  it('counts the length after trimming', () => {
    expect(parseNewsletterForm(form({email: `  ${emailOfLength(255)}  `}))).toMatchObject({
      ok: true,
    });
  });

  it('reports an invalid address before its length, as the spec lists them', () => {
    expect(parseNewsletterForm(form({email: 'x'.repeat(300)}))).toMatchObject({
      firstMessage: NEWSLETTER_MESSAGES.invalid,
    });
  });

  it('keeps what the shopper typed for the form', () => {
    expect(parseNewsletterForm(form({email: 'ana@'}))).toEqual({
      ok: false,
      values: {email: 'ana@'},
      fieldErrors: {email: NEWSLETTER_MESSAGES.invalid},
      firstMessage: NEWSLETTER_MESSAGES.invalid,
    });
  });

  it('has the spec’s texts', () => {
    expect(NEWSLETTER_MESSAGES).toMatchObject({
      required: 'Email is required',
      invalid: 'Please enter a valid email address',
      tooLong: 'Email must be less than 255 characters',
      validationTitle: 'Validation Error',
      fallback: 'Invalid email',
      welcomeTitle: 'Welcome to the Wildroot Circle!',
      welcomeDescription: "You'll receive exclusive access to rituals and new product launches.",
    });
  });
});
