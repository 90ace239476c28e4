import type {MetaFunction} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NOT_FOUND_META} from '~/ui/NotFoundPage';
import {notFoundWithBestsellers} from '~/features/catalogue/index.server';
import {MOVED_PERMANENTLY, pageRoute, NotFoundView, withSearch} from '~/features/catalogue';

/** Shopify's Online Store pages → this shop's content pages; a page it does not have is the 404. */
export async function loader(args: LoaderFunctionArgs) {
  const route = pageRoute(args.params.handle ?? '');
  if (!route) return notFoundWithBestsellers(args.context, args.request);
  throw redirect(withSearch(route, new URL(args.request.url).search), MOVED_PERMANENTLY);
}

export const meta: MetaFunction = () => NOT_FOUND_META;

export default NotFoundView;
