// Shopify's search syntax, shared by the lists that take a `query`: words, field:value, comparisons,
// quoted values, -negation and OR/AND/NOT.

/** Tokenise Shopify search syntax: words, field:value, quoted values, -negation, OR/AND. */
export function tokenize(query) {
  const tokens = [];
  const re = /(-)?(?:([a-zA-Z_.]+):)?(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;
  let m;
  while ((m = re.exec(query))) {
    const value = m[3] ?? m[4] ?? m[5] ?? '';
    if (!m[2] && !m[1] && (value === 'OR' || value === 'AND' || value === 'NOT')) {
      tokens.push({op: value});
      continue;
    }
    tokens.push({negate: Boolean(m[1]), field: m[2]?.toLowerCase() ?? null, value});
  }
  return tokens;
}

export function compareTerm(actual, raw) {
  const m = /^(<=|>=|<|>)?(.*)$/.exec(raw);
  const op = m[1] ?? '';
  const want = m[2];
  const a = typeof actual === 'number' ? actual : String(actual);
  const b = typeof actual === 'number' ? Number(want) : want;
  switch (op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    default:
      return typeof actual === 'number'
        ? a === b
        : String(a).toLowerCase() === String(b).toLowerCase();
  }
}

export function textMatch(haystack, value) {
  const v = value.toLowerCase();
  if (v.endsWith('*')) return haystack.includes(v.slice(0, -1));
  return haystack.includes(v);
}

/** The items of `list` matching `query`: groups split by OR, terms within a group ANDed by `matches`. */
export function filterByQuery(list, query, matches) {
  if (!query || !query.trim()) return list;
  const groups = [[]];
  let negateNext = false;
  for (const t of tokenize(query)) {
    if (t.op === 'OR') groups.push([]);
    else if (t.op === 'NOT') negateNext = true;
    else if (!t.op) {
      groups.at(-1).push(negateNext ? {...t, negate: !t.negate} : t);
      negateNext = false;
    }
  }
  const active = groups.filter((g) => g.length);
  if (!active.length) return list;
  return list.filter((p) => active.some((g) => g.every((term) => matches(p, term))));
}
