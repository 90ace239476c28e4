// PostgREST's errors: the body it answers, and the HTTP status it gives a Postgres SQLSTATE.

export class PostgrestError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {string | null} [details]
   * @param {string | null} [hint]
   */
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toJSON() {
    return {code: this.code, details: this.details, hint: this.hint, message: this.message};
  }
}

/**
 * PostgREST's HTTP status for a Postgres SQLSTATE.
 * @param {string} code
 * @param {string} role
 */
export function statusForSqlState(code, role) {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '54') return 413;
  if (['0L', '0P', '28'].includes(cls)) return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      cls,
    )
  )
    return 500;
  return 400;
}

/**
 * A singular answer (Accept: application/vnd.pgrst.object+json) that is not exactly one row.
 * @param {number} n
 */
export const notSingular = (n) =>
  new PostgrestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${n} rows`,
  );
