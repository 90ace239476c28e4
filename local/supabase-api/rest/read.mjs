// GET and HEAD on a table: one page of rows, as an array or (Accept: ...object+json) exactly one object,
// with Content-Range and, with Prefer: count=exact, the total.

import {withRequestTransaction} from '../request-db.mjs';
import {notSingular, PostgrestError} from './errors.mjs';
import {nonNegativeInt, orderSql, selectList, whereSql} from './query.mjs';
import {aggregate, Params, quoteIdent} from './sql.mjs';

const MAX_ROWS = 1000; // [api] max_rows in supabase/config.toml

/** @param {import('./request.mjs').TableRequest} request */
export async function readRows({ctx, req, table, search, accept, identity, countExact, respond}) {
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
  const contentRange = n > 0 ? `${offset}-${offset + n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
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
}
