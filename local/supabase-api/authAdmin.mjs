// /auth/v1/admin/*: the part of GoTrue's admin API the tooling uses (`npm run admin:grant` finds a user by
// email). As in GoTrue, only a service_role caller is let in (the secret key, or the legacy service-role
// JWT); anyone else gets 403 not_admin.
//   GET /admin/users?page=1&per_page=50&filter=text   {users: [...], aud}, X-Total-Count and Link headers

import {AUTH_API_VERSION, userRowJson} from './auth.mjs';
import {sendJson} from './http.mjs';

const MAX_PER_PAGE = 1000;

/** @param {string | null} value @param {number} fallback */
function positiveInteger(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * @param {{db: import('@electric-sql/pglite').PGlite, role: string}} ctx role: what the caller's token or key grants
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {string} subpath e.g. /admin/users
 * @param {Record<string, string>} baseHeaders
 */
export async function handleAuthAdmin(ctx, req, res, url, subpath, baseHeaders) {
  const headers = {...baseHeaders, 'X-Supabase-Api-Version': AUTH_API_VERSION};
  if (ctx.role !== 'service_role') {
    return sendJson(res, 403, {code: 'not_admin', error_code: 'not_admin', message: 'User not allowed'}, headers);
  }
  if (subpath !== '/admin/users' || (req.method ?? 'GET').toUpperCase() !== 'GET') {
    return sendJson(res, 404, {code: 'not_found', error_code: 'not_found', message: 'Not Found'}, headers);
  }
  const page = positiveInteger(url.searchParams.get('page'), 1);
  const perPage = Math.min(positiveInteger(url.searchParams.get('per_page'), 50), MAX_PER_PAGE);
  const filter = url.searchParams.get('filter')?.trim() ?? '';
  const pattern = `%${filter.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const where = `deleted_at is null${filter ? ' and (email ilike $1 or raw_user_meta_data->>\'full_name\' ilike $1)' : ''}`;
  const params = filter ? [pattern] : [];
  const {rows: counted} = await ctx.db.query(`select count(*)::int as total from auth.users where ${where}`, params);
  const total = /** @type {{total: number}} */ (counted[0]).total;
  const {rows} = await ctx.db.query(
    `select * from auth.users where ${where} order by created_at, id limit ${perPage} offset ${(page - 1) * perPage}`,
    params,
  );
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (/** @type {number} */ number, /** @type {string} */ rel) => {
    const target = new URL(url.href);
    target.searchParams.set('page', String(number));
    target.searchParams.set('per_page', String(perPage));
    return `<${target.pathname}${target.search}>; rel="${rel}"`;
  };
  const links = [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')];
  return sendJson(res, 200, {users: rows.map(userRowJson), aud: 'authenticated'}, {
    ...headers,
    'X-Total-Count': String(total),
    Link: links.join(', '),
  });
}
