import type {AppLoadContext, EntryContext, HandleDataRequestFunction} from '@shopify/remix-oxygen';
import {RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {checkoutDomain} from '~/server/env.server';
import {renderToReadableStream} from 'react-dom/server';
import {createShopContentSecurityPolicy} from '~/server/contentSecurity.server';
import {redirectForNotFound} from '~/server/notFound.server';
import {
  HydratedMarkup,
  IslandMarkup,
  sendKeptMarkupWith,
  sendStaticIslandsWith,
} from '~/sharing/index.server';

// Markup React renders once per isolate and then sends as it is (keptMarkup.server).
sendStaticIslandsWith(IslandMarkup);
sendKeptMarkupWith(HydratedMarkup);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  const {nonce, header, NonceProvider} = createShopContentSecurityPolicy({
    ...context.publicConfig,
    checkoutDomain: checkoutDomain(context.config),
  });

  const body = await renderToReadableStream(
    <NonceProvider>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  // Crawlers get the whole document at once.
  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  // The other security headers are set on every response in server.ts.

  return new Response(body, {headers: responseHeaders, status: responseStatusCode});
}

/**
 * A client navigation to a page the app does not have: Shopify's URL redirect, if it has one, as a
 * redirect Remix encodes for the navigation (server.ts asks for documents).
 */
export const handleDataRequest: HandleDataRequestFunction = async (
  response,
  {request, context},
) => {
  if (response.status !== 404) return response;
  return (await redirectForNotFound(context, request)) ?? response;
};
