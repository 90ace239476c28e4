import {describe, expect, it} from 'vitest';
import {authErrorMessage} from './authForm';
import {parseAuthForm} from './authForm.server';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

describe('parseAuthForm', () => {
  it('accepts a trimmed email and a 6-character password', () => {
    const result = parseAuthForm(form({email: '  ana@example.com ', password: 'abcdef'}));
    expect(result).toEqual({ok: true, data: {email: 'ana@example.com', password: 'abcdef'}});
  });

  it('requires both fields, with the first message first', () => {
    const result = parseAuthForm(form({}));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({email: 'Email is required', password: 'Password is required'});
    expect(result.firstMessage).toBe('Email is required');
  });

  it('rejects an invalid address and a short password', () => {
    const result = parseAuthForm(form({email: 'not-an-email', password: '12345'}));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.email).toBe('Please enter a valid email address');
    expect(result.fieldErrors.password).toBe('Password must be at least 6 characters');
  });

  it('rejects a password Auth would refuse as longer than 72 bytes, whatever its length in letters', () => {
    expect(parseAuthForm(form({email: 'ana@example.com', password: 'a'.repeat(72)})).ok).toBe(true);
    expect(parseAuthForm(form({email: 'ana@example.com', password: 'ä'.repeat(36)})).ok).toBe(true);
    for (const password of ['a'.repeat(73), 'ä'.repeat(37), `${'a'.repeat(69)}🌿`]) {
      const result = parseAuthForm(form({email: 'ana@example.com', password}));
      expect(result.ok, password).toBe(false);
      if (result.ok) continue;
      expect(result.fieldErrors.password).toMatch(/^Password (must be at most 72|is too long)/);
    }
  });

  it('rejects an email over 255 characters and a blank-only email', () => {
    const long = parseAuthForm(form({email: `${'a'.repeat(250)}@x.com`, password: 'abcdef'}));
    expect(long.ok || long.fieldErrors.email).toBe('Email must be less than 255 characters');
    const blank = parseAuthForm(form({email: '   ', password: 'abcdef'}));
    expect(blank.ok || blank.fieldErrors.email).toBe('Email is required');
  });

  it('ignores file uploads in place of text', () => {
    const data = new FormData();
    data.append('email', new Blob(['x']), 'x.txt');
    data.append('password', 'abcdef');
    const result = parseAuthForm(data);
    expect(result.ok || result.fieldErrors.email).toBe('Email is required');
  });
});

describe('authErrorMessage', () => {
  it('uses the service message or falls back to the generic text', () => {
    expect(authErrorMessage({message: 'Invalid login credentials'})).toBe('Invalid login credentials');
    expect(authErrorMessage({message: ''})).toBe('An error occurred');
    expect(authErrorMessage({message: '{}'})).toBe('An error occurred');
    expect(authErrorMessage(null)).toBe('An error occurred');
  });
});
