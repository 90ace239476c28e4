import type {MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NOT_FOUND_META} from '~/ui/NotFoundPage';
import {NotFoundView} from '~/features/catalogue';
import {notFoundWithBestsellers} from '~/features/catalogue/index.server';

export const meta: MetaFunction = () => NOT_FOUND_META;

export const loader = ({request, context}: LoaderFunctionArgs) =>
  notFoundWithBestsellers(context, request);

export default NotFoundView;
