/**
 * The product type facet as a shopper reads it. Shopify lists every product type the back office holds
 * (sixteen in this catalogue, several with one product: "Balm", "Toner", "Eye Cream"); the facet shows
 * them grouped into the shop's categories instead, as Search & Discovery's grouped filter values do. One
 * group stands for several product types: choosing it sends one `productType` input per member type, and
 * Shopify ORs inputs of one filter, so the listing holds exactly the products of those types.
 *
 * A group keeps the same URL parameter with its own name as the value (`filter.p.product_type=Face care`),
 * so a filtered URL stays readable, and a raw type from an older link (`filter.p.product_type=Bar Soap`)
 * still filters by that one type. A type no group names (a new one in the back office) is shown as it is.
 */

/** The groups in the shop's category order (SPEC.md's collections), each with its product types. */
export const PRODUCT_TYPE_GROUPS: ReadonlyArray<{label: string; types: readonly string[]}> = [
  {label: 'Soaps', types: ['Bar Soap']},
  {label: 'Face care', types: ['Face Serum', 'Face Cream', 'Eye Cream', 'Toner', 'Cleanser']},
  {
    label: 'Body care',
    types: ['Body Butter', 'Body Scrub', 'Body Balm', 'Body Oil', 'Balm', 'Bath'],
  },
  {label: 'Masks', types: ['Face Mask']},
  {label: 'Supplements', types: ['Supplement']},
  {label: 'Gift sets', types: ['Gift Set']},
  {label: 'Accessories', types: ['Accessory']},
];

/** The group a product type belongs to, by Shopify's case-insensitive match; undefined for none. */
export function groupOfType(type: string) {
  const lower = type.toLowerCase();
  return PRODUCT_TYPE_GROUPS.find((group) =>
    group.types.some((member) => member.toLowerCase() === lower),
  );
}
