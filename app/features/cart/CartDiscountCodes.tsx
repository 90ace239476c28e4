import {useCartWithPendingChanges} from './CartContext';

/**
 * The discount codes on the cart (from the cart form or a `/discount/{code}` link) and whether Shopify
 * applies each to the cart's lines; checkout takes the discount itself.
 */
export function CartDiscountCodes() {
  const codes = useCartWithPendingChanges().cart?.discountCodes ?? [];
  if (codes.length === 0) return null;
  return (
    <ul aria-label="Discount codes" className="text-right text-bark-700">
      {codes.map(({code, applicable}) => (
        <li key={code} data-testid="discount-code">
          Discount code <strong>{code}</strong>:{' '}
          {applicable ? 'applied' : 'not applicable to this cart'}
        </li>
      ))}
    </ul>
  );
}
