/**
 * A route's `handle` when its page is the shopper's own: it shows or changes the cart, or needs a signed-in
 * user. A shopper with a cart always gets such a page rendered for them, never a shared cart template.
 */
export const PERSONAL_PAGE = {sharing: 'personal'} as const;

export function isPersonalHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as {sharing?: unknown}).sharing === PERSONAL_PAGE.sharing
  );
}
