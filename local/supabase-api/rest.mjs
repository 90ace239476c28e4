// /rest/v1: the part of PostgREST (v12) that supabase-js uses here. Every value from the request reaches
// Postgres as a bound parameter; every identifier is first found in the schema cache and then quoted.

import {withRequestTransaction} from './request-db.mjs';
import {send} from './http.mjs';

const MAX_ROWS = 1000; // [api] max_rows in supabase/config.toml
const RESERVED_PARAMS = new Set([
  'select',
  'columns',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'apikey',
]);
const COMPARISON = {eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<='};
const PATTERN = {like: 'like', ilike: 'ilike', match: '~', imatch: '~*'};
const IS_VALUES = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};
const KNOWN_UNSUPPORTED_OPS = new Set([
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

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

/** @param {string} name an identifier already found in the schema cache */
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** @param {string} text */
function unquote(text) {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replaceAll('""', '"');
  }
  return trimmed;
}

/**
 * Splits on commas that are outside double quotes and parentheses.
 * @param {string} text
 */
function splitTopLevel(text) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) {
        current += ch + text[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
    } else if (ch === '"') {
      quoted = true;
      current += ch;
    } else if (ch === '(') {
      depth++;
      current += ch;
    } else if (ch === ')') {
      depth--;
      current += ch;
    } else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

class Params {
  /** @type {unknown[]} */
  values = [];

  /** @param {unknown} value */
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * @param {import('./db.mjs').Table} table
 * @param {string} name
 */
function requireColumn(table, name) {
  if (!table.columnNames.has(name)) {
    throw new PostgrestError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return quoteIdent(name);
}

/**
 * @param {import('./db.mjs').Table} table
 * @param {string | null} raw
 * @returns {string} SQL select list
 */
function selectList(table, raw) {
  if (raw === null || raw.trim() === '') return '*';
  /** @type {string[]} */
  const items = [];
  for (const part of splitTopLevel(raw)) {
    const item = part.trim();
    if (item === '*') {
      items.push('*');
      continue;
    }
    if (item === '') {
      throw new PostgrestError(
        400,
        'PGRST100',
        `"failed to parse select parameter (${raw})"`,
        'empty column name',
      );
    }
    const aliasMatch = /^("(?:[^"]|"")+"|[^":(]+):(?!:)(.+)$/.exec(item);
    const alias = aliasMatch ? unquote(/** @type {string} */ (aliasMatch[1])) : null;
    const expression = aliasMatch ? /** @type {string} */ (aliasMatch[2]).trim() : item;
    if (expression.includes('(')) {
      const relation = expression.split(/[!(]/)[0] ?? expression;
      throw new PostgrestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${table.name}' and '${unquote(relation)}' in the schema cache`,
        'Resource embedding and aggregates are not supported by the local Supabase API.',
      );
    }
    if (/::|->/.test(expression.replace(/"(?:[^"]|"")*"/g, ''))) {
      throw new PostgrestError(
        400,
        'PGRST100',
        `"failed to parse select parameter (${raw})"`,
        'Casts and JSON paths in select are not supported by the local Supabase API.',
      );
    }
    const column = requireColumn(table, unquote(expression));
    items.push(alias === null ? column : `${column} as ${quoteIdent(alias)}`);
  }
  return items.join(', ');
}

/**
 * Parses `in.(a,b,"c,d")` into its values.
 * @param {string} raw
 * @param {string} filter
 */
function parseList(raw, filter) {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw new PostgrestError(
      400,
      'PGRST100',
      `"failed to parse filter (${filter})"`,
      'expecting a list like (a,b,c)',
    );
  }
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((item) => {
    const trimmed = item;
    if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
      return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    return trimmed;
  });
}

/**
 * One `column=op.value` filter as SQL, its value bound as a parameter.
 * @param {import('./db.mjs').Table} table
 * @param {string} key
 * @param {string} value
 * @param {Params} params
 */
function filterSql(table, key, value, params) {
  const filter = `${key}=${value}`;
  let rest = value;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  const operand = dot === -1 ? null : rest.slice(dot + 1);
  if (operand === null) {
    throw new PostgrestError(
      400,
      'PGRST100',
      `"failed to parse filter (${value})" (line 1, column ${value.length + 1})`,
      'unexpected end of input expecting operator (eq, gt, ...)',
    );
  }
  if (KNOWN_UNSUPPORTED_OPS.has(operator) || /[()]/.test(operator)) {
    throw new PostgrestError(
      400,
      'PGRST100',
      `"failed to parse filter (${value})"`,
      `The operator "${operator}" is not supported by the local Supabase API.`,
    );
  }
  const column = requireColumn(table, unquote(key));
  /** @type {string} */
  let sql;
  if (operator in COMPARISON) {
    sql = `${column} ${COMPARISON[/** @type {keyof typeof COMPARISON} */ (operator)]} ${params.add(operand)}`;
  } else if (operator in PATTERN) {
    const pattern =
      operator === 'like' || operator === 'ilike' ? operand.replaceAll('*', '%') : operand;
    sql = `${column}::text ${PATTERN[/** @type {keyof typeof PATTERN} */ (operator)]} ${params.add(pattern)}`;
  } else if (operator === 'is') {
    const keyword = IS_VALUES[/** @type {keyof typeof IS_VALUES} */ (operand.toLowerCase())];
    if (!keyword) {
      throw new PostgrestError(
        400,
        'PGRST100',
        `"failed to parse filter (${value})"`,
        'is accepts null, not_null, true, false or unknown',
      );
    }
    sql = `${column} is ${keyword}`;
  } else if (operator === 'isdistinct') {
    sql = `${column} is distinct from ${params.add(operand)}`;
  } else if (operator === 'in') {
    const values = parseList(operand, filter);
    sql =
      values.length === 0
        ? 'false'
        : `${column} in (${values.map((item) => params.add(item)).join(', ')})`;
  } else {
    throw new PostgrestError(
      400,
      'PGRST100',
      `"failed to parse filter (${value})" (line 1, column 1)`,
      `unknown operator "${operator}"`,
    );
  }
  return negate ? `not (${sql})` : sql;
}

/**
 * @param {import('./db.mjs').Table} table
 * @param {URLSearchParams} search
 * @param {Params} params
 */
function whereSql(table, search, params) {
  /** @type {string[]} */
  const conditions = [];
  for (const [key, value] of search) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (key === 'or' || key === 'and' || key.endsWith('.or') || key.endsWith('.and')) {
      throw new PostgrestError(
        400,
        'PGRST100',
        `"failed to parse logic tree (${value})"`,
        'or/and filters are not supported by the local Supabase API.',
      );
    }
    conditions.push(filterSql(table, key, value, params));
  }
  return conditions.join(' and ');
}

/**
 * @param {import('./db.mjs').Table} table
 * @param {string | null} raw
 */
function orderSql(table, raw) {
  if (raw === null || raw.trim() === '') return '';
  const terms = splitTopLevel(raw).map((term) => {
    const parts = term.trim().split('.');
    const column = requireColumn(table, unquote(parts[0] ?? ''));
    let sql = column;
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`;
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else
        throw new PostgrestError(
          400,
          'PGRST100',
          `"failed to parse order (${raw})"`,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

/**
 * @param {string | null} raw
 * @param {string} name
 */
function nonNegativeInt(raw, name) {
  if (raw === null) return null;
  if (!/^\d{1,15}$/.test(raw)) {
    throw new PostgrestError(
      400,
      'PGRST100',
      `"failed to parse ${name} parameter (${raw})"`,
      'expecting a non-negative integer',
    );
  }
  return Number(raw);
}

/**
 * @param {string | undefined} header
 * @returns {Map<string, string>}
 */
function parsePrefer(header) {
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
function parseAccept(header) {
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
function parseJsonBody(body) {
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
const isPlainObject = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * @param {import('./db.mjs').Table} table
 * @param {string} name
 */
function requirePayloadColumn(table, name) {
  if (!table.columnNames.has(name)) {
    throw new PostgrestError(
      400,
      'PGRST204',
      `Could not find the '${name}' column of '${table.name}' in the schema cache`,
    );
  }
  return quoteIdent(name);
}

/**
 * The JSON aggregate of a result set, as PostgREST renders it (Postgres' own JSON, so numbers, timestamps
 * and nested json keep their exact text).
 * @param {string} source
 * @param {boolean} stripNulls
 */
function aggregate(source, stripNulls) {
  const array = `coalesce(json_agg(_pgrst_t), '[]')`;
  const first = `(json_agg(_pgrst_t) -> 0)`;
  return `select ${stripNulls ? `json_strip_nulls(${array})` : array}::text as body,
                 count(*)::int as n,
                 case when count(*) = 1 then ${stripNulls ? `json_strip_nulls(${first})` : first}::text end as single
            from ${source} _pgrst_t`;
}

/**
 * What PostgREST (v10 and later) hands SQL as `request.headers` and `request.cookies`: JSON objects of the
 * request's headers, names lower-cased, and of its cookies. Functions read e.g. the Sec-GPC header from them.
 * @param {import('node:http').IncomingMessage} req
 */
function requestHeadersAndCookies(req) {
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

class Rollback extends Error {
  /** @param {() => void} respond */
  constructor(respond) {
    super('rollback');
    this.respond = respond;
  }
}

/**
 * @typedef {object} RestContext
 * @property {import('@electric-sql/pglite').PGlite} db
 * @property {import('./db.mjs').SchemaCache} schema
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
    await callFunction(
      ctx,
      res,
      url,
      decodeURIComponent(/** @type {string} */ (rpcMatch[1])),
      method,
      body,
      accept,
      prefer,
      identity,
      baseHeaders,
    );
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

  /** @param {number} n */
  const notSingular = (n) =>
    new PostgrestError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${n} rows`,
    );

  if (reading) {
    const params = new Params();
    const where = whereSql(table, search, params);
    const whereClause = where ? ` where ${where}` : '';
    const filterCount = params.values.length;
    const columns = selectList(table, search.get('select'));
    const order = orderSql(table, search.get('order'));
    let offset = nonNegativeInt(search.get('offset'), 'offset') ?? 0;
    let limit = nonNegativeInt(search.get('limit'), 'limit');
    const range = /^(\d+)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
    if (range) {
      const from = Number(range[1]);
      const to = range[2] === '' ? null : Number(range[2]);
      if (search.get('offset') === null) offset = from;
      if (to !== null && to >= from && limit === null) limit = to - from + 1;
    }
    const effectiveLimit = Math.min(limit ?? MAX_ROWS, MAX_ROWS);
    const sql = `select ${columns} from "public".${quoteIdent(table.name)}${whereClause}${order} limit ${params.add(String(effectiveLimit))} offset ${params.add(String(offset))}`;
    const result = await withRequestTransaction(ctx.db, identity, async (tx) => {
      const page = /** @type {any} */ (
        (await tx.query(aggregate(`(${sql})`, accept.stripNulls), params.values)).rows[0]
      );
      let total = null;
      if (countExact) {
        const counted = await tx.query(
          `select count(*)::int as total from "public".${quoteIdent(table.name)}${whereClause}`,
          params.values.slice(0, filterCount),
        );
        total = /** @type {any} */ (counted.rows[0]).total;
      }
      return {page, total};
    });
    const n = result.page.n;
    const total = result.total;
    if (accept.singular && n !== 1) throw notSingular(n);
    const contentRange =
      n > 0 ? `${offset}-${offset + n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
    let status = 200;
    if (total !== null) {
      if (offset > total && total > 0) {
        throw new PostgrestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${offset} was requested, but there are only ${total} rows.`,
        );
      }
      if (n < total) status = 206;
    }
    respond(
      status,
      {'Content-Range': contentRange},
      accept.singular ? result.page.single : result.page.body,
    );
    return;
  }

  const returnPref = prefer.get('return') ?? 'minimal';
  const representation = returnPref === 'representation';
  if (prefer.has('return')) applied.push(`return=${returnPref}`);
  const returning = representation ? selectList(table, search.get('select')) : '1';

  /** @param {{body: string, n: number, single: string | null}} outcome @param {number} okStatus */
  const finishWrite = (outcome, okStatus) => {
    if (accept.singular && outcome.n !== 1) throw notSingular(outcome.n);
    const headers = {
      'Content-Range':
        outcome.n > 0
          ? `0-${outcome.n - 1}/${countExact ? outcome.n : '*'}`
          : `*/${countExact ? 0 : '*'}`,
    };
    if (representation) {
      respond(
        okStatus === 201 ? 201 : 200,
        headers,
        accept.singular ? outcome.single : outcome.body,
      );
    } else {
      respond(okStatus === 201 ? 201 : 204, headers, null);
    }
  };

  /**
   * Runs the statements in the request's transaction; with Prefer: tx=rollback, or a singular request
   * that did not affect exactly one row, everything is rolled back.
   * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<{body: string, n: number, single: string | null}>} work
   * @param {number} okStatus
   */
  const runWrite = async (work, okStatus) => {
    try {
      await withRequestTransaction(ctx.db, identity, async (tx) => {
        const outcome = await work(tx);
        if (accept.singular && outcome.n !== 1) throw notSingular(outcome.n);
        if (rollback) throw new Rollback(() => finishWrite(outcome, okStatus));
        finishWrite(outcome, okStatus);
      });
    } catch (error) {
      if (error instanceof Rollback) {
        error.respond();
        return;
      }
      throw error;
    }
  };

  if (method === 'POST') {
    const payload = parseJsonBody(body);
    const rows = Array.isArray(payload) ? payload : payload === undefined ? undefined : [payload];
    if (!rows || !rows.every(isPlainObject)) {
      throw new PostgrestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Expected a JSON object or an array of JSON objects',
      );
    }
    const objects = /** @type {Record<string, unknown>[]} */ (rows);
    /** @type {string[]} */
    let columns;
    const columnsParam = search.get('columns');
    if (columnsParam !== null) {
      columns = [...new Set(splitTopLevel(columnsParam).map(unquote).filter(Boolean))];
    } else {
      columns = Object.keys(objects[0] ?? {});
      const expected = [...columns].sort().join('\u0000');
      if (objects.some((row) => Object.keys(row).sort().join('\u0000') !== expected)) {
        throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
      }
    }
    for (const column of columns) requirePayloadColumn(table, column);

    const resolution = prefer.get('resolution');
    /** @type {string[] | null} */
    let conflictColumns = null;
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
      applied.push(`resolution=${resolution}`);
      const onConflict = search.get('on_conflict');
      conflictColumns =
        onConflict !== null
          ? splitTopLevel(onConflict).map(unquote).filter(Boolean)
          : table.primaryKey;
      for (const column of conflictColumns) requireColumn(table, column);
      if (conflictColumns.length === 0) {
        throw new PostgrestError(
          400,
          'PGRST100',
          'Upsert needs on_conflict columns or a primary key',
        );
      }
    }
    const missingDefault = prefer.get('missing') === 'default';
    if (missingDefault) applied.push('missing=default');

    // With missing=default a key absent from an object takes the column default, so consecutive objects
    // with the same keys are inserted together and each group lists only its own columns.
    /** @type {Array<{columns: string[], rows: Record<string, unknown>[]}>} */
    const groups = [];
    for (const row of objects) {
      const rowColumns = missingDefault
        ? columns.filter((column) => Object.hasOwn(row, column))
        : columns;
      const last = groups[groups.length - 1];
      if (last && last.columns.join('\u0000') === rowColumns.join('\u0000')) last.rows.push(row);
      else groups.push({columns: rowColumns, rows: [row]});
    }

    await runWrite(async (tx) => {
      /** @type {Array<{body: string, n: number, single: string | null}>} */
      const outcomes = [];
      for (const group of groups) {
        const target = `"public".${quoteIdent(table.name)}`;
        /** @type {Array<{sql: string, values: unknown[]}>} */
        const statements = [];
        let conflict = '';
        if (conflictColumns) {
          const conflictTarget = `(${conflictColumns.map(quoteIdent).join(', ')})`;
          const updatable = group.columns.filter((column) => !conflictColumns?.includes(column));
          conflict =
            resolution === 'ignore-duplicates' || updatable.length === 0
              ? ` on conflict ${conflictTarget} do nothing`
              : ` on conflict ${conflictTarget} do update set ${updatable.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`;
        }
        if (group.columns.length === 0) {
          for (let i = 0; i < group.rows.length; i++) {
            statements.push({
              sql: `insert into ${target} default values${conflict} returning ${returning}`,
              values: [],
            });
          }
        } else {
          const list = group.columns.map(quoteIdent).join(', ');
          const values = group.rows.map((row) =>
            Object.fromEntries(group.columns.map((column) => [column, row[column] ?? null])),
          );
          statements.push({
            sql: `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)${conflict} returning ${returning}`,
            values: [JSON.stringify(values)],
          });
        }
        for (const statement of statements) {
          const outcome = /** @type {any} */ (
            (
              await tx.query(
                `with _pgrst_w as (${statement.sql}) ${aggregate('_pgrst_w', accept.stripNulls)}`,
                statement.values,
              )
            ).rows[0]
          );
          outcomes.push(outcome);
        }
      }
      return mergeOutcomes(outcomes);
    }, 201);
    return;
  }

  if (method === 'PATCH' || method === 'DELETE') {
    if (search.has('limit') || search.has('offset')) {
      throw new PostgrestError(
        400,
        'PGRST100',
        `"failed to parse ${search.has('limit') ? 'limit' : 'offset'} parameter"`,
        'Limited updates and deletes are not supported by the local Supabase API.',
      );
    }
    const params = new Params();
    /** @type {string} */
    let statement;
    const target = `"public".${quoteIdent(table.name)}`;
    if (method === 'PATCH') {
      const payload = parseJsonBody(body);
      if (!isPlainObject(payload)) {
        throw new PostgrestError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'Expected a JSON object',
        );
      }
      const object = /** @type {Record<string, unknown>} */ (payload);
      const columnsParam = search.get('columns');
      const columns =
        columnsParam !== null
          ? splitTopLevel(columnsParam).map(unquote).filter(Boolean)
          : Object.keys(object);
      for (const column of columns) requirePayloadColumn(table, column);
      const record = params.add(
        JSON.stringify(
          Object.fromEntries(columns.map((column) => [column, object[column] ?? null])),
        ),
      );
      const where = whereSql(table, search, params);
      if (!where) throw new PostgrestError(400, '21000', 'UPDATE requires a WHERE clause');
      if (columns.length === 0) {
        finishWrite({body: '[]', n: 0, single: null}, 200);
        return;
      }
      const assignments = columns
        .map(
          (column) =>
            `${quoteIdent(column)} = (json_populate_record(null::${target}, ${record}::json)).${quoteIdent(column)}`,
        )
        .join(', ');
      statement = `update ${target} set ${assignments} where ${where} returning ${returning}`;
    } else {
      const where = whereSql(table, search, params);
      if (!where) throw new PostgrestError(400, '21000', 'DELETE requires a WHERE clause');
      statement = `delete from ${target} where ${where} returning ${returning}`;
    }
    await runWrite(async (tx) => {
      const outcome = /** @type {any} */ (
        (
          await tx.query(
            `with _pgrst_w as (${statement}) ${aggregate('_pgrst_w', accept.stripNulls)}`,
            params.values,
          )
        ).rows[0]
      );
      return outcome;
    }, 200);
    return;
  }

  throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/**
 * @param {Array<{body: string, n: number, single: string | null}>} outcomes
 */
function mergeOutcomes(outcomes) {
  if (outcomes.length === 1)
    return /** @type {{body: string, n: number, single: string | null}} */ (outcomes[0]);
  const rows = outcomes.flatMap((outcome) => JSON.parse(outcome.body));
  return {
    body: JSON.stringify(rows),
    n: rows.length,
    single: rows.length === 1 ? JSON.stringify(rows[0]) : null,
  };
}

/**
 * POST/GET /rpc/<fn>: named arguments matched against the function's input names, as PostgREST does.
 * @param {RestContext} ctx
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {string} name
 * @param {string} method
 * @param {Buffer} body
 * @param {{singular: boolean, stripNulls: boolean}} accept
 * @param {Map<string, string>} prefer
 * @param {import('./request-db.mjs').RequestIdentity} identity
 * @param {Record<string, string>} baseHeaders
 */
async function callFunction(
  ctx,
  res,
  url,
  name,
  method,
  body,
  accept,
  prefer,
  identity,
  baseHeaders,
) {
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
    sql = `select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n, case when count(*) = 1 then (json_agg(_pgrst_t) -> 0)::text end as single from ${source} _pgrst_t`;
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
    if (row.n !== 1) {
      throw new PostgrestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${row.n} rows`,
      );
    }
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
