import {describe, expect, it} from 'vitest';
import {
  LIMITS,
  filterPanel,
  isRefined,
  listingSearch,
  listingTotal,
  parseListingQuery,
  resolveFilters,
  sortVariables,
  tidyListingSearch,
  withoutFilter,
  withoutFilters,
  type PanelListFilter,
  type ShopifyFilter,
} from './listingFilters';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

/** Filters as Shopify lists them for a collection (ids, labels and inputs in Shopify's shape). */
const DEFINITIONS: ShopifyFilter[] = [
  {
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'LIST',
    values: [
      {id: 'filter.v.availability.1', label: 'In stock', count: 38, input: '{"available":true}'},
      {
        id: 'filter.v.availability.0',
        label: 'Out of stock',
        count: 2,
        input: '{"available":false}',
      },
    ],
  },
  {
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    values: [
      {id: 'filter.v.price', label: 'Price', count: 0, input: '{"price":{"min":0,"max":237.04}}'},
    ],
  },
  {
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    values: [
      {
        id: 'filter.p.product_type.Bar Soap',
        label: 'Bar Soap',
        count: 8,
        input: '{"productType":"Bar Soap"}',
      },
      {
        id: 'filter.p.product_type.Toner',
        label: 'Toner',
        count: 1,
        input: '{"productType":"Toner"}',
      },
    ],
  },
  {
    id: 'filter.v.option.purchase-type',
    label: 'Purchase Type',
    type: 'LIST',
    values: [
      {
        id: 'filter.v.option.purchase-type.subscribe-save',
        label: 'Subscribe & Save',
        count: 40,
        input: '{"variantOption":{"name":"purchase type","value":"Subscribe & Save"}}',
      },
    ],
  },
];

describe('parseListingQuery', () => {
  it("reads Shopify's filter and sort parameters", () => {
    expect(
      parse(
        'filter.v.availability=1&filter.v.price.gte=10&filter.v.price.lte=25.5&filter.p.product_type=Bar+Soap' +
          '&filter.p.product_type=Toner&filter.v.option.purchase-type=Subscribe+%26+Save&sort_by=price-descending',
      ),
    ).toEqual({
      sort: 'price-descending',
      price: {min: 10, max: 25.5},
      lists: [
        {param: 'filter.v.availability', values: ['1']},
        {param: 'filter.p.product_type', values: ['Bar Soap', 'Toner']},
        {param: 'filter.v.option.purchase-type', values: ['Subscribe & Save']},
      ],
    });
  });

  it('ignores unknown parameters and values it cannot use, and never throws', () => {
    const ignored = [
      'sort_by=cheapest',
      'sort_by=',
      'filter.v.availability=yes',
      'filter.v.price.gte=-5',
      'filter.v.price.gte=ten',
      'filter.v.price.lte=1e9',
      'filter.v.price.lte=12.345',
      'filter.p.product_type=',
      'filter.p.product_type=%20%20',
      `filter.p.product_type=${'a'.repeat(LIMITS.valueLength + 1)}`,
      'filter.p.product_type=a%00b',
      'filter.v.option.=x',
      'filter.v.option.<script>=x',
      `filter.v.option.${'n'.repeat(LIMITS.optionNameLength + 1)}=x`,
      'filter.p.vendor=Wildroot',
      'filter.v.price=10',
      'q=soap&page=2&utm_source=x',
      '%E0%A4%A=%',
    ];
    for (const search of ignored) expect(isRefined(parse(search)), search).toBe(false);
  });

  it('keeps the first valid sort and price, de-duplicates values, and turns an upside-down range round', () => {
    expect(parse('sort_by=bogus&sort_by=title-ascending&sort_by=manual').sort).toBe(
      'title-ascending',
    );
    expect(parse('filter.v.price.gte=x&filter.v.price.gte=3&filter.v.price.gte=4').price.min).toBe(
      3,
    );
    expect(parse('filter.p.product_type=Toner&filter.p.product_type=toner').lists).toEqual([
      {param: 'filter.p.product_type', values: ['Toner']},
    ]);
    expect(parse('filter.v.price.gte=30&filter.v.price.lte=10').price).toEqual({min: 10, max: 30});
    // Parameter names are matched as Shopify does, whatever their case.
    expect(parse('Filter.V.Option.Purchase-Type=Standard&SORT_BY=Best-Selling')).toEqual({
      sort: 'best-selling',
      price: {min: null, max: null},
      lists: [{param: 'filter.v.option.purchase-type', values: ['Standard']}],
    });
  });

  it('reads at most LIMITS.values values and LIMITS.options options', () => {
    const many = Array.from({length: 200}, (_, i) => `filter.p.product_type=t${i}`).join('&');
    expect(parse(many).lists[0]!.values).toHaveLength(LIMITS.values);
    const options = Array.from({length: 20}, (_, i) => `filter.v.option.o${i}=x`).join('&');
    expect(parse(options).lists).toHaveLength(LIMITS.options);
  });
});

describe('listingSearch', () => {
  it('writes one canonical order whatever order the URL had', () => {
    const a = parse(
      'sort_by=manual&filter.p.product_type=Toner&filter.p.product_type=Bar+Soap&filter.v.availability=1',
    );
    const b = parse(
      'filter.v.availability=1&filter.p.product_type=Bar%20Soap&sort_by=manual&filter.p.product_type=Toner',
    );
    expect(listingSearch(a)).toBe(listingSearch(b));
    expect(listingSearch(a)).toBe(
      'filter.v.availability=1&filter.p.product_type=Bar+Soap&filter.p.product_type=Toner&sort_by=manual',
    );
    expect(parseListingQuery(new URLSearchParams(listingSearch(a)))).toEqual(
      parseListingQuery(new URLSearchParams(listingSearch(b))),
    );
  });
});

describe('resolveFilters', () => {
  it("sends Shopify's own input for each value it lists, and the price range as given", () => {
    const query = parse(
      'filter.v.availability=1&filter.p.product_type=bar+soap&filter.v.option.purchase-type=subscribe+%26+save' +
        '&filter.v.price.gte=5&filter.v.price.lte=20',
    );
    const {filters, applied} = resolveFilters(query, DEFINITIONS);
    expect(filters).toEqual([
      {available: true},
      {productType: 'Bar Soap'},
      {variantOption: {name: 'purchase type', value: 'Subscribe & Save'}},
      {price: {min: 5, max: 20}},
    ]);
    expect(applied.map((filter) => filter.label)).toEqual([
      'In stock',
      'Product type: Bar Soap',
      'Purchase Type: Subscribe & Save',
      'Price: $5.00 – $20.00',
    ]);
  });

  it('ignores values and filters the collection does not list', () => {
    const query = parse(
      'filter.p.product_type=Candle&filter.v.option.colour=Blue&filter.v.price.gte=5',
    );
    expect(resolveFilters(query, DEFINITIONS.slice(0, 1))).toEqual({filters: [], applied: []});
    expect(resolveFilters(parse('filter.v.price.lte=9'), DEFINITIONS).filters).toEqual([
      {price: {max: 9}},
    ]);
  });
});

describe('chips and the panel', () => {
  it('removes one value, the price range, or every filter while keeping the sort', () => {
    const query = parse(
      'filter.p.product_type=Toner&filter.p.product_type=Bar+Soap&filter.v.price.gte=5&sort_by=title-ascending',
    );
    expect(
      listingSearch(withoutFilter(query, {param: 'filter.p.product_type', value: 'toner'})),
    ).toBe('filter.v.price.gte=5&filter.p.product_type=Bar+Soap&sort_by=title-ascending');
    expect(listingSearch(withoutFilter(query, {param: 'price', value: ''}))).toBe(
      'filter.p.product_type=Bar+Soap&filter.p.product_type=Toner&sort_by=title-ascending',
    );
    expect(listingSearch(withoutFilters(query))).toBe('sort_by=title-ascending');
  });

  it("shows Shopify's filters with their counts and the chosen values checked", () => {
    const panel = filterPanel(DEFINITIONS, parse('filter.v.availability=1&filter.v.price.lte=20'));
    expect(panel[0]).toEqual({
      kind: 'list',
      param: 'filter.v.availability',
      label: 'Availability',
      values: [
        {value: '1', label: 'In stock', count: 38, checked: true},
        {value: '0', label: 'Out of stock', count: 2, checked: false},
      ],
    });
    expect(panel[1]).toEqual({
      kind: 'price',
      label: 'Price',
      max: 238,
      current: {min: null, max: 20},
    });
    expect(panel[3]).toMatchObject({
      param: 'filter.v.option.purchase-type',
      values: [{value: 'Subscribe & Save'}],
    });
  });
});

describe('sortVariables', () => {
  it("maps Shopify's sort_by values to the collection's sort keys", () => {
    expect(sortVariables('price-descending')).toEqual({sortKey: 'PRICE', reverse: true});
    expect(sortVariables('created-descending')).toEqual({sortKey: 'CREATED', reverse: true});
    expect(sortVariables('title-ascending')).toEqual({sortKey: 'TITLE', reverse: false});
    expect(sortVariables('manual')).toEqual({sortKey: 'MANUAL', reverse: false});
    expect(sortVariables(null)).toEqual({sortKey: 'COLLECTION_DEFAULT', reverse: false});
  });
});

describe('tidyListingSearch', () => {
  it("drops a form's blank fields and the page's own sort, and keeps everything else in order", () => {
    const sent = new URLSearchParams(
      'utm_source=mail&filter.v.price.gte=&filter.v.price.lte=+&filter.p.product_type=Toner&sort_by=best-selling',
    );
    expect(tidyListingSearch(sent, 'best-selling')).toBe(
      'utm_source=mail&filter.p.product_type=Toner',
    );
    expect(
      tidyListingSearch(new URLSearchParams('filter.v.price.gte=&sort_by=manual'), 'manual'),
    ).toBe('');
    // Nothing to drop: no redirect.
    expect(tidyListingSearch(new URLSearchParams('sort_by=manual&x='), 'best-selling')).toBeNull();
  });
});

describe('filterPanel leaves out what narrows nothing', () => {
  const availability = {
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'LIST',
    values: [
      {id: 'a1', label: 'In stock', count: 9, input: '{"available":true}'},
      {id: 'a0', label: 'Out of stock', count: 1, input: '{"available":false}'},
    ],
  };
  const option = {
    id: 'filter.v.option.purchase-type',
    label: 'Purchase Type',
    type: 'LIST',
    values: [
      {
        id: 'p1',
        label: 'Standard',
        count: 10,
        input: '{"variantOption":{"name":"purchase type","value":"Standard"}}',
      },
      {
        id: 'p2',
        label: 'Subscribe & Save',
        count: 10,
        input: '{"variantOption":{"name":"purchase type","value":"Subscribe & Save"}}',
      },
    ],
  };
  const types = {
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    values: [
      {id: 't1', label: 'Bar Soap', count: 6, input: '{"productType":"Bar Soap"}'},
      {id: 't2', label: 'Gift Set', count: 4, input: '{"productType":"Gift Set"}'},
    ],
  };

  it('hides a filter whose every value matches every product, and keeps the order Shopify gives', () => {
    const panel = filterPanel(
      [availability, option, types],
      parseListingQuery(new URLSearchParams()),
    );
    expect(panel.map((filter) => filter.label)).toEqual(['Availability', 'Product type']);
  });

  it('keeps it while one of its values is chosen, and counts the listing under availability', () => {
    const chosen = parseListingQuery(new URLSearchParams('filter.v.option.purchase-type=Standard'));
    expect(filterPanel([availability, option], chosen).map((filter) => filter.label)).toContain(
      'Purchase Type',
    );
    const inStock = parseListingQuery(new URLSearchParams('filter.v.availability=1'));
    expect(listingTotal([availability], inStock)).toBe(9);
    expect(listingTotal([option], inStock)).toBeNull();
  });
});

describe('the product type facet, grouped for shoppers', () => {
  const type = (label: string, count: number) => ({
    id: `filter.p.product_type.${label}`,
    label,
    count,
    input: JSON.stringify({productType: label}),
  });
  /** Raw types as Shopify lists them (alphabetically), one of them in no group. */
  const TYPES: ShopifyFilter = {
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    values: [
      type('Balm', 1),
      type('Bar Soap', 8),
      type('Body Butter', 1),
      type('Candle', 2),
      type('Eye Cream', 1),
      type('Face Serum', 4),
      type('Toner', 1),
    ],
  };
  const total = (count: number): ShopifyFilter => ({
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'LIST',
    values: [{id: 'a1', label: 'In stock', count, input: '{"available":true}'}],
  });
  const typePanel = (search: string) =>
    filterPanel([total(18), TYPES], parse(search)).find(
      (filter): filter is PanelListFilter =>
        filter.kind === 'list' && filter.param === 'filter.p.product_type',
    );

  it('shows one value per group with its types summed, then the types no group names', () => {
    expect(typePanel('')).toEqual({
      kind: 'list',
      param: 'filter.p.product_type',
      label: 'Product type',
      values: [
        {value: 'Soaps', label: 'Soaps', count: 8, checked: false},
        {value: 'Face care', label: 'Face care', count: 6, checked: false},
        {value: 'Body care', label: 'Body care', count: 2, checked: false},
        {value: 'Candle', label: 'Candle', count: 2, checked: false},
      ],
    });
  });

  it("filters a group by each of its types (ORed by Shopify), chip and URL in the group's name", () => {
    const query = parse('filter.p.product_type=Face+care');
    const {filters, applied} = resolveFilters(query, [TYPES]);
    expect(filters).toEqual([
      {productType: 'Eye Cream'},
      {productType: 'Face Serum'},
      {productType: 'Toner'},
    ]);
    expect(applied.map((filter) => filter.label)).toEqual(['Product type: Face care']);
    expect(listingSearch(query)).toBe('filter.p.product_type=Face+care');
    expect(typePanel('filter.p.product_type=face+care')?.values[1]).toMatchObject({
      value: 'Face care',
      checked: true,
    });
  });

  it("still takes an older URL's raw type, shown checked beside the groups until it is unticked", () => {
    const {filters, applied} = resolveFilters(parse('filter.p.product_type=Toner'), [TYPES]);
    expect(filters).toEqual([{productType: 'Toner'}]);
    expect(applied.map((filter) => filter.label)).toEqual(['Product type: Toner']);
    const values = typePanel('filter.p.product_type=Toner')?.values;
    expect(values?.map((value) => [value.value, value.checked])).toEqual([
      ['Soaps', false],
      ['Face care', false],
      ['Body care', false],
      ['Candle', false],
      ['Toner', true],
    ]);
    // Every type of a group chosen reads as the group.
    const soaps = typePanel('filter.p.product_type=Bar+Soap')?.values;
    expect(soaps?.map((value) => [value.value, value.checked])).toEqual([
      ['Soaps', true],
      ['Face care', false],
      ['Body care', false],
      ['Candle', false],
    ]);
  });

  it('sends a type once when its group and itself are both chosen', () => {
    const query = parse('filter.p.product_type=Toner&filter.p.product_type=Face+care');
    expect(resolveFilters(query, [TYPES]).filters).toHaveLength(3);
  });

  it('hides the facet when one group holds every product of the listing', () => {
    // A face care listing: two raw types, one group, so the facet would narrow nothing.
    const faceCare: ShopifyFilter = {...TYPES, values: [type('Face Serum', 4), type('Toner', 2)]};
    expect(filterPanel([total(6), faceCare], parse('')).map((f) => f.label)).toEqual([
      'Availability',
    ]);
  });
});
