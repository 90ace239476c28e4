import {describe, expect, it} from 'vitest';
import {applySecurityHeaders, isCrossSiteRequest} from './security.server';

const SHOP = 'https://wildroot.example';

function post(headers: Record<string, string>, method = 'POST') {
  return new Request(`${SHOP}/cart`, {method, headers});
}

describe('isCrossSiteRequest', () => {
  it('accepts our own origin and refuses any other, whatever the method', () => {
    expect(isCrossSiteRequest(post({Origin: SHOP}))).toBe(false);
    expect(isCrossSiteRequest(post({Origin: 'https://evil.example'}))).toBe(true);
    expect(isCrossSiteRequest(post({Origin: 'https://wildroot.example.evil.example'}))).toBe(true);
    expect(isCrossSiteRequest(post({Origin: 'http://wildroot.example'}))).toBe(true);
    expect(isCrossSiteRequest(post({Origin: 'null'}))).toBe(true);
    expect(isCrossSiteRequest(post({Origin: 'https://evil.example'}, 'DELETE'))).toBe(true);
  });

  it('falls back to Sec-Fetch-Site without an Origin, and lets header-less clients through', () => {
    expect(isCrossSiteRequest(post({'Sec-Fetch-Site': 'cross-site'}))).toBe(true);
    expect(isCrossSiteRequest(post({'Sec-Fetch-Site': 'same-origin'}))).toBe(false);
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });

  it('never blocks reads', () => {
    const get = new Request(`${SHOP}/shop`, {headers: {Origin: 'https://evil.example'}});
    expect(isCrossSiteRequest(get)).toBe(false);
  });
});

describe('applySecurityHeaders', () => {
  it('sets HSTS only in production', () => {
    const local = new Headers();
    applySecurityHeaders(local, {production: false});
    expect(local.get('Strict-Transport-Security')).toBeNull();
    expect(local.get('X-Frame-Options')).toBe('DENY');
    expect(local.get('X-Content-Type-Options')).toBe('nosniff');
    expect(local.get('Permissions-Policy')).toContain('camera=()');

    const production = new Headers();
    applySecurityHeaders(production, {production: true});
    expect(production.get('Strict-Transport-Security')).toMatch(/^max-age=31536000/);
  });
});
