// Runs work for one API request the way PostgREST does: one transaction, the JWT's role switched in with
// SET LOCAL semantics and the verified claims exposed to SQL (auth.uid(), auth.jwt(), RLS policies).

/**
 * @typedef {{role: string, claims: Record<string, any>, method: string, path: string, readOnly?: boolean, headers?: Record<string, string>, cookies?: Record<string, string>}} RequestIdentity
 */

/**
 * @template T
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {RequestIdentity} identity
 * @param {(tx: import('@electric-sql/pglite').Transaction) => Promise<T>} work
 * @returns {Promise<T>}
 */
export function withRequestTransaction(db, identity, work) {
  return db.transaction(async (tx) => {
    if (identity.readOnly) {
      await tx.exec('set transaction read only');
    }
    // set_config(..., true) is SET LOCAL: all of it ends with the transaction.
    await tx.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true),
              set_config('request.headers', $6, true),
              set_config('request.cookies', $7, true)`,
      [
        identity.role,
        JSON.stringify(identity.claims),
        typeof identity.claims.sub === 'string' ? identity.claims.sub : '',
        identity.method,
        identity.path,
        JSON.stringify(identity.headers ?? {}),
        JSON.stringify(identity.cookies ?? {}),
      ],
    );
    return work(tx);
  });
}
