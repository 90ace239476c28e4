import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {buildRobotsTxt} from '~/features/catalogue';

export function loader({request}: LoaderFunctionArgs) {
  return new Response(buildRobotsTxt(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
