// A product's variants and options: selection by options, adjacent variants, Shopify's encoded variant
// strings, and the option objects with their values.

function makeMatcher(caseInsensitive) {
  return caseInsensitive
    ? (a, b) => String(a).toLowerCase() === String(b).toLowerCase()
    : (a, b) => a === b;
}

/**
 * Which variants satisfy the selected options. Returns null when an option or value is unknown and must not be
 * ignored (then nothing can match).
 */
export function candidates(
  product,
  selectedOptions,
  {ignoreUnknownOptions = true, caseInsensitiveMatch = false} = {},
) {
  const eq = makeMatcher(caseInsensitiveMatch);
  const wanted = [];
  for (const sel of selectedOptions ?? []) {
    const option = product.options.find((o) => eq(o.name, sel.name));
    if (!option) {
      if (ignoreUnknownOptions) continue;
      return [];
    }
    if (!option.values.some((v) => eq(v, sel.value))) return [];
    wanted.push({name: option.name, value: option.values.find((v) => eq(v, sel.value))});
  }
  return product.variants.filter((v) =>
    wanted.every((w) => v.selectedOptions.some((o) => o.name === w.name && o.value === w.value)),
  );
}

function firstAvailable(product) {
  return product.variants.find((v) => v.availableForSale) ?? product.variants[0] ?? null;
}

export function selectedOrFirstAvailable(product, args) {
  if (args?.selectedOptions?.length) {
    const list = candidates(product, args.selectedOptions, args);
    if (list.length) return list.find((v) => v.availableForSale) ?? list[0];
  }
  return firstAvailable(product);
}

export function adjacentVariants(product, args) {
  let base;
  if (args?.selectedOptions?.length) {
    const eq = makeMatcher(args.caseInsensitiveMatch);
    base = new Map();
    for (const sel of args.selectedOptions) {
      const option = product.options.find((o) => eq(o.name, sel.name));
      if (!option) {
        if (args.ignoreUnknownOptions === false) return [];
        continue;
      }
      base.set(option.name, option.values.find((v) => eq(v, sel.value)) ?? sel.value);
    }
  } else {
    const v = firstAvailable(product);
    base = new Map(v ? v.selectedOptions.map((o) => [o.name, o.value]) : []);
  }
  return product.variants
    .filter((v) => {
      let diff = 0;
      for (const o of v.selectedOptions)
        if (base.has(o.name) && base.get(o.name) !== o.value) diff++;
      return diff === 1;
    })
    .sort((a, b) => Number(a.id.split('/').pop()) - Number(b.id.split('/').pop()));
}

/** Turn sorted integers into "0-2" / "0 2" range notation. */
function encodeRanges(nums) {
  const parts = [];
  for (let i = 0; i < nums.length;) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    parts.push(j > i ? `${nums[i]}-${nums[j]}` : `${nums[i]}`);
    i = j + 1;
  }
  return parts.join(' ');
}

/**
 * Shopify's encoded variant string (version 1): option-value index tuples as a trie, e.g. "v1_0:0-2,1:0-1,".
 * @param {any} product
 * @param {(v:any)=>boolean} include
 */
export function encodeVariants(product, include) {
  const tuples = product.variants
    .filter(include)
    .map((v) =>
      product.options.map((o) =>
        o.values.indexOf(v.selectedOptions.find((s) => s.name === o.name)?.value),
      ),
    )
    .filter((t) => t.every((i) => i >= 0));
  const depth = product.options.length;
  if (!depth || !tuples.length) return '';
  const build = (list, level) => {
    const keys = [...new Set(list.map((t) => t[level]))].sort((a, b) => a - b);
    if (level === depth - 1) return encodeRanges(keys);
    return keys
      .map(
        (k) =>
          `${k}:${build(
            list.filter((t) => t[level] === k),
            level + 1,
          )},`,
      )
      .join('');
  };
  return `v1_${build(tuples, 0)}`;
}

export function optionObjects(product) {
  return product.options.map((o) => ({
    __typename: 'ProductOption',
    id: o.id,
    name: o.name,
    values: o.values,
    optionValues: o.values.map((value, i) => ({
      __typename: 'ProductOptionValue',
      id: o.valueIds[i],
      name: value,
      swatch: null,
      firstSelectableVariant:
        product.variants.find((v) =>
          v.selectedOptions.every((s) =>
            s.name === o.name
              ? s.value === value
              : s.value === product.options.find((x) => x.name === s.name).values[0],
          ),
        ) ??
        product.variants.find((v) =>
          v.selectedOptions.some((s) => s.name === o.name && s.value === value),
        ) ??
        null,
    })),
  }));
}
