// /rest/v1: the part of PostgREST (v12) that supabase-js uses here. Every value from the request reaches
// Postgres as a bound parameter; every identifier is first found in the schema cache and then quoted.
// This module checks the request and sends it on: /rpc/<fn> to rpc.mjs, a table's reads to read.mjs and its
// writes to write.mjs.

import {send} from '../http.mjs';
import {PostgrestError} from './errors.mjs';
import {readRows} from './read.mjs';
import {parseAccept, parsePrefer, requestHeadersAndCookies} from './request.mjs';
import {callFunction} from './rpc.mjs';
import {writeRows} from './write.mjs';

export {PostgrestError, statusForSqlState} from './errors.mjs';

/**
 * @typedef {object} RestContext
 * @property {import('@electric-sql/pglite').PGlite} db
 * @property {import('../db.mjs').SchemaCache} schema
 * @property {string} role
 * @property {Record<string, any>} claims
 */

/**
 * Handles /rest/v1/... (path relative to /rest/v1).
 * @param {RestContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {string} subpath
 * @param {Buffer} body
 * @param {Record<string, string>} baseHeaders
 */
export async function handleRest(ctx, req, res, url, subpath, body, baseHeaders) {
  const method = (req.method ?? 'GET').toUpperCase();
  const reading = method === 'GET' || method === 'HEAD';
  const profile = reading ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (typeof profile === 'string' && profile !== '' && profile !== 'public') {
    throw new PostgrestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
  if (!reading) {
    const contentType = String(req.headers['content-type'] ?? 'application/json').toLowerCase();
    if (
      body.length > 0 &&
      !contentType.startsWith('application/json') &&
      !contentType.startsWith('application/vnd.pgrst')
    ) {
      throw new PostgrestError(
        415,
        'PGRST107',
        `None of these media types are available: ${contentType}`,
      );
    }
  }

  if (subpath === '' || subpath === '/') {
    if (!reading) throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const paths = Object.fromEntries(
      [...ctx.schema.tables.keys()].sort().map((name) => [`/${name}`, {}]),
    );
    send(
      res,
      200,
      {...baseHeaders, 'Content-Type': 'application/openapi+json; charset=utf-8'},
      JSON.stringify({swagger: '2.0', info: {title: 'local Supabase REST API'}, paths}),
    );
    return;
  }

  const accept = parseAccept(req.headers.accept);
  const prefer = parsePrefer(req.headers.prefer);
  /** @type {string[]} */
  const applied = [];
  const identity = {
    role: ctx.role,
    claims: ctx.claims,
    method,
    path: url.pathname,
    readOnly: reading,
    ...requestHeadersAndCookies(req),
  };

  const rpcMatch = /^\/rpc\/([^/]+)$/.exec(subpath);
  if (rpcMatch) {
    if (!['GET', 'HEAD', 'POST'].includes(method)) {
      throw new PostgrestError(
        405,
        'PGRST101',
        'Only GET, HEAD and POST are allowed for calling functions',
      );
    }
    const name = decodeURIComponent(/** @type {string} */ (rpcMatch[1]));
    await callFunction({ctx, res, url, method, body, accept, prefer, identity, baseHeaders}, name);
    return;
  }

  const tableMatch = /^\/([^/]+)$/.exec(subpath);
  const tableName = tableMatch
    ? decodeURIComponent(/** @type {string} */ (tableMatch[1]))
    : subpath.slice(1);
  const table = ctx.schema.tables.get(tableName);
  if (!table) {
    throw new PostgrestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${tableName}' in the schema cache`,
    );
  }
  const search = url.searchParams;
  const countExact =
    prefer.get('count') === 'exact' ||
    prefer.get('count') === 'planned' ||
    prefer.get('count') === 'estimated';
  if (countExact) applied.push(`count=${prefer.get('count')}`);
  const rollback = prefer.get('tx') === 'rollback';
  if (prefer.has('tx')) applied.push(`tx=${prefer.get('tx')}`);

  const contentType = accept.singular
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';

  /**
   * @param {number} status
   * @param {Record<string, string>} headers
   * @param {string | null} payload
   */
  const respond = (status, headers, payload) => {
    const all = {...baseHeaders, ...headers};
    if (applied.length) all['Preference-Applied'] = applied.join(', ');
    if (payload !== null) all['Content-Type'] = contentType;
    send(res, status, all, method === 'HEAD' ? null : payload);
  };

  /** @type {import('./request.mjs').TableRequest} */
  const request = {
    ctx,
    req,
    method,
    table,
    search,
    body,
    accept,
    prefer,
    applied,
    identity,
    countExact,
    rollback,
    respond,
  };
  if (reading) await readRows(request);
  else await writeRows(request);
}
