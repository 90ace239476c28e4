import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {FOUND, accountRedirectUrl} from '~/features/catalogue';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

/**
 * `/account` and `/account/*` (order e-mails link there) → the provider-hosted account pages. Not
 * permanent: the account host is configuration (PUBLIC_ACCOUNT_URL) and may change.
 */
export function loader({params, request, context}: LoaderFunctionArgs) {
  const target = accountRedirectUrl(
    context.publicConfig.accountUrl,
    params['*'],
    new URL(request.url).search,
  );
  return redirect(target, FOUND);
}
