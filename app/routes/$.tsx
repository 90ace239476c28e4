import type {MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NOT_FOUND_META, NotFoundPage} from '~/ui/NotFoundPage';
import {notFoundPage} from '~/server/notFound.server';

export const meta: MetaFunction = () => NOT_FOUND_META;

export const loader = ({request}: LoaderFunctionArgs) => notFoundPage(request);

export default NotFoundPage;
