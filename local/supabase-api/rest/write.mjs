// POST (insert and upsert), PATCH and DELETE on a table, each in the request's transaction; with Prefer:
// tx=rollback, or a singular request that did not affect exactly one row, nothing is kept.

import {withRequestTransaction} from '../request-db.mjs';
import {notSingular, PostgrestError} from './errors.mjs';
import {selectList, whereSql} from './query.mjs';
import {isPlainObject, parseJsonBody} from './request.mjs';
import {
  aggregate,
  Params,
  quoteIdent,
  requireColumn,
  requirePayloadColumn,
  splitTopLevel,
  unquote,
} from './sql.mjs';

class Rollback extends Error {
  /** @param {() => void} respond */
  constructor(respond) {
    super('rollback');
    this.respond = respond;
  }
}

/**
 * What every write shares: the columns it returns (Prefer: return=...), how it runs and how it answers.
 * @param {import('./request.mjs').TableRequest} request
 */
function prepareWrite(request) {
  const {ctx, table, search, accept, prefer, applied, identity, countExact, rollback, respond} =
    request;
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

  return {returning, finishWrite, runWrite};
}

/** @param {import('./request.mjs').TableRequest} request */
export async function writeRows(request) {
  const write = prepareWrite(request);
  if (request.method === 'POST') return insertRows(request, write);
  if (request.method === 'PATCH' || request.method === 'DELETE')
    return updateOrDeleteRows(request, write);
  throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
}

/**
 * @param {import('./request.mjs').TableRequest} request
 * @param {ReturnType<typeof prepareWrite>} write
 */
async function insertRows({table, search, body, accept, prefer, applied}, {returning, runWrite}) {
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
}

/**
 * @param {import('./request.mjs').TableRequest} request
 * @param {ReturnType<typeof prepareWrite>} write
 */
async function updateOrDeleteRows(
  {table, search, body, method, accept},
  {returning, runWrite, finishWrite},
) {
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
      throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object');
    }
    const object = /** @type {Record<string, unknown>} */ (payload);
    const columnsParam = search.get('columns');
    const columns =
      columnsParam !== null
        ? splitTopLevel(columnsParam).map(unquote).filter(Boolean)
        : Object.keys(object);
    for (const column of columns) requirePayloadColumn(table, column);
    const record = params.add(
      JSON.stringify(Object.fromEntries(columns.map((column) => [column, object[column] ?? null]))),
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
