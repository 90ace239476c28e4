// What a REST request says besides its path: the Accept and Prefer headers, the JSON body, and the headers
// and cookies PostgREST hands SQL.

import {PostgrestError} from './errors.mjs';

/**
 * A request on a table, as the read and write handlers get it.
 * @typedef {object} TableRequest
 * @property {import('./index.mjs').RestContext} ctx
 * @property {import('node:http').IncomingMessage} req
 * @property {string} method
 * @property {import('../db.mjs').Table} table
 * @property {URLSearchParams} search
 * @property {Buffer} body
 * @property {{singular: boolean, stripNulls: boolean}} accept
 * @property {Map<string, string>} prefer
 * @property {string[]} applied the preferences applied, for the Preference-Applied header
 * @property {import('../request-db.mjs').RequestIdentity} identity
 * @property {boolean} countExact
 * @property {boolean} rollback
 * @property {(status: number, headers: Record<string, string>, payload: string | null) => void} respond
 */

/**
 * @param {string | undefined} header
 * @returns {Map<string, string>}
 */
export function parsePrefer(header) {
  const prefs = new Map();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key) prefs.set(key.trim().toLowerCase(), (value ?? '').trim().toLowerCase());
  }
  return prefs;
}

/**
 * @param {string | undefined} header
 * @returns {{singular: boolean, stripNulls: boolean}}
 */
export function parseAccept(header) {
  const accepted = (header ?? '*/*')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (accepted.length === 0) return {singular: false, stripNulls: false};
  for (const item of accepted) {
    const [type, ...rawParams] = item.split(';').map((part) => part.trim());
    const stripNulls = rawParams.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return {singular: true, stripNulls};
    }
    if (
      ['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(
        type ?? '',
      )
    ) {
      return {singular: false, stripNulls};
    }
  }
  throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

/**
 * @param {Buffer} body
 * @returns {unknown}
 */
export function parseJsonBody(body) {
  const text = body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PostgrestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      /** @type {Error} */ (error).message,
    );
  }
}

/** @param {unknown} value */
export const isPlainObject = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What PostgREST (v10 and later) hands SQL as `request.headers` and `request.cookies`: JSON objects of the
 * request's headers, names lower-cased, and of its cookies. Functions read e.g. the Sec-GPC header from them.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestHeadersAndCookies(req) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const part of (headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return {headers, cookies};
}
