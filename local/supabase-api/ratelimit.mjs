// GoTrue's rate limits as a new hosted project has them (supabase/auth internal/api/apilimiter and the
// Supabase docs' "Rate limits" table). Per-IP limits are token buckets of 30 that refill at the configured
// number of requests per 5 minutes; the email limit is project-wide, per hour.

/** Hosted defaults. Environment variables with GoTrue's names change them (see `authSettingsFromEnv`). */
export const HOSTED_RATE_LIMITS = Object.freeze({
  /** Emails per hour, project-wide: 2 with Supabase's built-in email provider (custom SMTP: 30). */
  emailSent: 2,
  /** POST /token (password sign-in and refresh) per 5 minutes per IP. */
  tokenRefresh: 150,
  /** POST /verify per 5 minutes per IP. */
  verify: 30,
  /** POST /signup, /recover, /resend, /otp and PUT /user per 5 minutes per IP, each its own bucket. */
  otp: 30,
});

const BUCKET_SIZE = 30;
const FIVE_MINUTES = 300;
const ONE_HOUR_MS = 3_600_000;

/**
 * Token buckets keyed by IP: each key starts full (`BUCKET_SIZE`) and regains `perFiveMinutes / 300`
 * tokens a second. Idle keys are forgotten after an hour, as tollbooth's expirable store does.
 * @param {number} perFiveMinutes
 * @param {() => number} [now] milliseconds
 */
export function createIpLimiter(perFiveMinutes, now = Date.now) {
  const ratePerMs = perFiveMinutes / FIVE_MINUTES / 1000;
  /** @type {Map<string, {tokens: number, at: number}>} */
  const buckets = new Map();
  let lastSweep = now();
  return {
    /** @param {string} key @returns {boolean} false when the request is over the limit */
    allow(key) {
      const at = now();
      if (at - lastSweep > ONE_HOUR_MS) {
        for (const [k, bucket] of buckets) if (at - bucket.at > ONE_HOUR_MS) buckets.delete(k);
        lastSweep = at;
      }
      const bucket = buckets.get(key) ?? {tokens: BUCKET_SIZE, at};
      bucket.tokens = Math.min(BUCKET_SIZE, bucket.tokens + (at - bucket.at) * ratePerMs);
      bucket.at = at;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

/**
 * At most `perHour` events in any hour (project-wide, no key).
 * @param {number} perHour
 * @param {() => number} [now]
 */
export function createHourlyLimiter(perHour, now = Date.now) {
  /** @type {number[]} */
  const sent = [];
  return {
    allow() {
      const at = now();
      while (sent.length && /** @type {number} */ (sent[0]) <= at - ONE_HOUR_MS) sent.shift();
      if (sent.length >= perHour) return false;
      sent.push(at);
      return true;
    },
  };
}

/**
 * The address GoTrue limits by behind Supabase's gateway: the first entry of X-Forwarded-For. The gateway
 * appends the connecting address, so a request without the header is keyed by its socket address.
 * @param {import('node:http').IncomingMessage} req
 */
export function clientAddress(req) {
  const header = req.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header[0] : header;
  const first = typeof value === 'string' ? value.split(',')[0]?.trim() : '';
  if (first) return first;
  return (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
}
