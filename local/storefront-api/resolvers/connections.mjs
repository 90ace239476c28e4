// Relay-style connections (edges, nodes, pageInfo) with opaque cursors, as every list of the API has them.

import {GraphQLError} from 'graphql';

const MAX_PAGE = 250;

function encodeCursor(key, index) {
  return Buffer.from(JSON.stringify({last_id: key, last_value: index})).toString('base64');
}

function decodeCursor(cursor) {
  try {
    const value = JSON.parse(Buffer.from(String(cursor), 'base64').toString('utf8'));
    if (value && 'last_id' in value) return value;
  } catch {
    /* fall through */
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, {
    extensions: {code: 'argumentLiteralsIncompatible'},
  });
}

/**
 * Relay-style pagination with opaque cursors keyed by item id (falls back to position).
 * @template T
 * @param {T[]} items
 * @param {{first?:number|null,last?:number|null,after?:string|null,before?:string|null,reverse?:boolean}} args
 * @param {(item:T, index:number) => string} keyOf
 * @param {{requireBound?: boolean}} [options]
 */
export function paginate(items, args, keyOf, {requireBound = true} = {}) {
  const {first, last, after, before} = args ?? {};
  if (requireBound && first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  if ((first != null && first < 0) || (last != null && last < 0)) {
    throw new GraphQLError('first and last must be non-negative', {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  const list = args?.reverse ? items.slice().reverse() : items;
  const keys = list.map((item, i) => keyOf(item, i));
  const indexOf = (cursor) => {
    const {last_id: id, last_value: pos} = decodeCursor(cursor);
    const i = keys.indexOf(id);
    if (i >= 0) return i;
    return Number.isInteger(pos) ? Math.min(Math.max(pos, -1), list.length) : -1;
  };
  let start = 0;
  let end = list.length;
  if (after != null) start = Math.max(start, indexOf(after) + 1);
  if (before != null) end = Math.min(end, indexOf(before));
  if (end < start) end = start;
  if (first != null) end = Math.min(end, start + Math.min(first, MAX_PAGE));
  if (last != null) start = Math.max(start, end - Math.min(last, MAX_PAGE));
  const slice = list.slice(start, end);
  const edges = slice.map((node, i) => ({cursor: encodeCursor(keys[start + i], start + i), node}));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: end < list.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const byId = (item) => item.id;
