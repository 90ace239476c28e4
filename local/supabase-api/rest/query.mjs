// The URL's query as SQL: `select` (columns and aliases), the filters (`column=op.value`, with `not.`),
// `order`, `limit` and `offset`. Every value becomes a bound parameter.

import {PostgrestError} from './errors.mjs';
import {requireColumn, quoteIdent, splitTopLevel, unquote} from './sql.mjs';

export const RESERVED_PARAMS = new Set([
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

/**
 * @param {import('../db.mjs').Table} table
 * @param {string | null} raw
 * @returns {string} SQL select list
 */
export function selectList(table, raw) {
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
 * @param {import('../db.mjs').Table} table
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
 * @param {import('../db.mjs').Table} table
 * @param {URLSearchParams} search
 * @param {Params} params
 */
export function whereSql(table, search, params) {
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
 * @param {import('../db.mjs').Table} table
 * @param {string | null} raw
 */
export function orderSql(table, raw) {
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
export function nonNegativeInt(raw, name) {
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
