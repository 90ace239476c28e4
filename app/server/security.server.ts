// Response headers every answer carries and the cross-site check every state-changing request passes.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A POST (or any unsafe method) is refused when the browser says it comes from another site: an `Origin`
 * other than ours, or, without `Origin`, `Sec-Fetch-Site: cross-site`. Requests with neither header (curl,
 * server-to-server) are let through; every browser sends `Origin` with a form POST.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin !== new URL(request.url).origin;
  return request.headers.get('Sec-Fetch-Site') === 'cross-site';
}

export const CROSS_SITE_MESSAGE = 'This form was sent from another site, so it was not accepted.';

export function crossSiteResponse(): Response {
  return new Response(CROSS_SITE_MESSAGE, {
    status: 403,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/** Features the shop never uses; denying them limits what injected or third-party code could reach. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Sets the security headers on any response (documents, JSON, redirects, resource routes). */
export function applySecurityHeaders(headers: Headers, {production}: {production: boolean}): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  headers.set('X-Frame-Options', 'DENY');
  // HSTS only where the shop is served over HTTPS; a local http:// stack must not pin it.
  if (production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
