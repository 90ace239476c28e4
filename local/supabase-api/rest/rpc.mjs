// /rest/v1/rpc/<fn>: a database function called with named arguments, by POST (a JSON object) or GET
// (the query's parameters), answered as PostgREST does (scalar, object, array, or 204 for void).

import {withRequestTransaction} from '../request-db.mjs';
import {send} from '../http.mjs';
import {notSingular, PostgrestError} from './errors.mjs';
import {RESERVED_PARAMS} from './query.mjs';
import {isPlainObject, parseJsonBody} from './request.mjs';
import {aggregate, Params, quoteIdent} from './sql.mjs';

/**
 * POST/GET /rpc/<fn>: named arguments matched against the function's input names, as PostgREST does.
 * @param {{ctx: import('./index.mjs').RestContext, res: import('node:http').ServerResponse, url: URL,
 *   method: string, body: Buffer, accept: {singular: boolean, stripNulls: boolean}, prefer: Map<string, string>,
 *   identity: import('../request-db.mjs').RequestIdentity, baseHeaders: Record<string, string>}} request
 * @param {string} name the function's name
 */
export async function callFunction(request, name) {
  const {ctx, res, url, method, body, accept, prefer, identity, baseHeaders} = request;
  /** @type {Record<string, unknown>} */
  let args = {};
  if (method === 'POST') {
    const payload = parseJsonBody(body);
    if (payload !== undefined && !isPlainObject(payload)) {
      throw new PostgrestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Expected a JSON object of named arguments',
      );
    }
    args = /** @type {Record<string, unknown>} */ (payload ?? {});
    for (const key of url.searchParams.keys()) {
      if (!RESERVED_PARAMS.has(key)) {
        throw new PostgrestError(
          400,
          'PGRST100',
          `"failed to parse filter (${key})"`,
          'Filters on function results are not supported by the local Supabase API.',
        );
      }
    }
  } else {
    for (const [key, value] of url.searchParams) {
      if (!RESERVED_PARAMS.has(key)) args[key] = value;
    }
  }
  const keys = Object.keys(args).sort();
  const candidates = ctx.schema.functions.get(name) ?? [];
  const fn = candidates.find(
    (candidate) =>
      keys.every((key) => candidate.argNames.includes(key)) &&
      candidate.argNames.slice(0, candidate.requiredArgs).every((arg) => keys.includes(arg)),
  );
  if (!fn) {
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${keys.join(', ') || 'no parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  const qualified = `"public".${quoteIdent(fn.name)}`;
  const params = new Params();
  const used = fn.argNames.filter((arg) => keys.includes(arg));
  const call = `${qualified}(${used.map((arg) => `${quoteIdent(arg)} := _pgrst_args.${quoteIdent(arg)}`).join(', ')})`;
  const argSource = used.length
    ? ` from json_to_record(${params.add(JSON.stringify(args))}::json) as _pgrst_args(${used
        .map((arg) => `${quoteIdent(arg)} ${fn.argTypes[fn.argNames.indexOf(arg)]}`)
        .join(', ')})`
    : '';

  /** @type {string} */
  let sql;
  if (fn.returnsSet) {
    const source = `(select _pgrst_r.*${argSource ? argSource + ',' : ' from'} lateral ${call} as _pgrst_r)`;
    sql = aggregate(source, false);
  } else if (fn.returnsVoid) {
    sql = `select ${call} is null as done${argSource}`;
  } else {
    sql = `select to_json(${call})::text as body, 1 as n${argSource}`;
  }
  const readOnly = method !== 'POST';
  const row = await withRequestTransaction(ctx.db, {...identity, readOnly}, async (tx) => {
    return /** @type {any} */ ((await tx.query(sql, params.values)).rows[0]);
  });
  const headers = {...baseHeaders};
  if (fn.returnsVoid) {
    send(res, 204, headers);
    return;
  }
  let payload = row?.body ?? 'null';
  if (fn.returnsSet && accept.singular) {
    if (row.n !== 1) throw notSingular(row.n);
    payload = row.single;
  }
  if (accept.stripNulls) payload = JSON.stringify(stripNullsDeep(JSON.parse(payload)));
  if (prefer.get('count') === 'exact' && fn.returnsSet)
    headers['Content-Range'] = row.n > 0 ? `0-${row.n - 1}/${row.n}` : '*/0';
  headers['Content-Type'] = accept.singular
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
  send(res, 200, headers, method === 'HEAD' ? null : payload);
}

/** @param {unknown} value @returns {unknown} */
function stripNullsDeep(value) {
  if (Array.isArray(value)) return value.map(stripNullsDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, stripNullsDeep(v)]),
    );
  }
  return value;
}
