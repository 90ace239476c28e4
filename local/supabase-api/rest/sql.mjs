// Building blocks of the SQL a request becomes: identifiers (quoted once found in the schema cache), bound
// parameters, comma lists as PostgREST splits them, and the JSON aggregate of a result.

import {PostgrestError} from './errors.mjs';

/** @param {string} name an identifier already found in the schema cache */
export const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** @param {string} text */
export function unquote(text) {
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
export function splitTopLevel(text) {
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

export class Params {
  /** @type {unknown[]} */
  values = [];

  /** @param {unknown} value */
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * @param {import('../db.mjs').Table} table
 * @param {string} name
 */
export function requireColumn(table, name) {
  if (!table.columnNames.has(name)) {
    throw new PostgrestError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return quoteIdent(name);
}

/**
 * @param {import('../db.mjs').Table} table
 * @param {string} name
 */
export function requirePayloadColumn(table, name) {
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
export function aggregate(source, stripNulls) {
  const array = `coalesce(json_agg(_pgrst_t), '[]')`;
  const first = `(json_agg(_pgrst_t) -> 0)`;
  return `select ${stripNulls ? `json_strip_nulls(${array})` : array}::text as body,
                 count(*)::int as n,
                 case when count(*) = 1 then ${stripNulls ? `json_strip_nulls(${first})` : first}::text end as single
            from ${source} _pgrst_t`;
}
