import type {MetaFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NOT_FOUND_META} from '~/ui/NotFoundPage';
import {notFoundWithBestsellers} from '~/features/catalogue/index.server';
import {MOVED_PERMANENTLY, policyRoute, NotFoundView, withSearch} from '~/features/catalogue';

/** Shopify's policy URLs (checkout links to them) → this shop's policy pages; others are the 404. */
export async function loader(args: LoaderFunctionArgs) {
  const route = policyRoute(args.params.handle ?? '');
  if (!route) return notFoundWithBestsellers(args.context, args.request);
  throw redirect(withSearch(route, new URL(args.request.url).search), MOVED_PERMANENTLY);
}

export const meta: MetaFunction = () => NOT_FOUND_META;

export default NotFoundView;
