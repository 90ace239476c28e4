import type {MetaFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NOT_FOUND_META, NotFoundPage} from '~/ui/NotFoundPage';
import {notFoundPage} from '~/server/notFound.server';
import {MOVED_PERMANENTLY, policyRoute, withSearch} from '~/features/catalogue';

/** Shopify's policy URLs (checkout links to them) → this shop's policy pages; others are the 404. */
export function loader(args: LoaderFunctionArgs) {
  const route = policyRoute(args.params.handle ?? '');
  if (!route) return notFoundPage(args.request);
  throw redirect(withSearch(route, new URL(args.request.url).search), MOVED_PERMANENTLY);
}

export const meta: MetaFunction = () => NOT_FOUND_META;

export default NotFoundPage;
