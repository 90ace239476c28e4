import * as remixBuild from 'virtual:remix/server-build';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {createAppLoadContext} from '~/context.server';
import {reportRedirectOutsideFormAction} from '~/server/contentSecurity.server';
import {checkoutDomain, MissingEnvironmentError} from '~/server/env.server';
import {CONSENT_SHARED_COOKIE} from '~/features/consent/index.server';
import {pageWithCart} from '~/features/cart/index.server';
import {
  applyCacheControl,
  guardSharedRender,
  PageSharing,
  personalPaths,
  setPageSharingPolicy,
  UNLISTED_INPUTS_HEADER,
  withGuardedLoaders,
  withPageCache,
  type CartTemplate,
} from '~/sharing/index.server';
import {isDataRequest, redirectForNotFound} from '~/server/notFound.server';
import {enforceRequestLimits} from '~/server/requestLimits.server';
import {refuseUnnormalisedPath} from '~/server/requestPath.server';
import {
  applySecurityHeaders,
  crossSiteResponse,
  isCrossSiteRequest,
} from '~/server/security.server';
import {
  hasMalformedHost,
  malformedHostResponse,
  requestAtSiteOrigin,
} from '~/server/siteOrigin.server';

type AppLoadContext = Awaited<ReturnType<typeof createAppLoadContext>>;

/** Each request's context, handed to Remix by the one request handler below. */
const loadContexts = new WeakMap<Request, AppLoadContext>();

// Made once per worker, not per request: Remix derives its route tree and data handler on a handler's
// first call, which cost every request that work again.
const handleRequest = createRequestHandler({
  build: withGuardedLoaders(remixBuild),
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => {
    const context = loadContexts.get(request);
    if (!context) throw new Error('No load context was made for this request');
    return context;
  },
});

// What the page cache shares, decided by the app: the consent choice picks a shared page's variant, and the
// routes that declare themselves personal are never served from a cart template.
setPageSharingPolicy({
  sharedCookie: CONSENT_SHARED_COOKIE,
  isPersonalPath: personalPaths(remixBuild.routes),
});

/** The Oxygen worker: documents visitors may share come from the page cache (pageCache.server); the rest render. */
export default {
  async fetch(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const production = env.SITE_ENV !== 'local';
    // Before anything parses the URL: a Host that is no host was a 500 further in.
    if (hasMalformedHost(incoming)) {
      const refused = malformedHostResponse();
      applySecurityHeaders(refused.headers, {production});
      return refused;
    }
    // Size limits (URL, headers, body, form fields) before anything reads the request.
    const request = await enforceRequestLimits(incoming);
    if (request instanceof Response) {
      applySecurityHeaders(request.headers, {production});
      return request;
    }
    // Paths that would name another host, break the render or are no URL, answered before anything reads
    // them (after the limits, which read any body, so a client still sending one gets this answer whole).
    const refusedPath = refuseUnnormalisedPath(request);
    if (refusedPath) {
      applySecurityHeaders(refusedPath.headers, {production});
      return refusedPath;
    }
    // No state changes on behalf of another site (CSRF): checked before any action runs.
    if (isCrossSiteRequest(request)) {
      const refused = crossSiteResponse();
      applySecurityHeaders(refused.headers, {production});
      return refused;
    }
    const response = await withPageCache(request, {
      render: (toRender, pageSharing) => render(toRender, env, executionContext, pageSharing),
      renderForCart: (toRender, template) =>
        render(toRender, env, executionContext, new PageSharing(), template),
      waitUntil: (promise) => executionContext.waitUntil(promise),
      sweepCacheApi: !production,
    });
    applyCacheControl(response.headers);
    applySecurityHeaders(response.headers, {production});
    return response;
  },
};

/**
 * One request through the app: its context, then Remix. With a cart template (a shopper with a cart), the
 * kept page with their cart filled in when it can be (cartTemplate.server), else Remix.
 */
async function render(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  pageSharing: PageSharing,
  cartTemplate?: () => Promise<CartTemplate | null>,
): Promise<Response> {
  try {
    // A render the page cache may share reads only the inputs its contract names (requestInputs.server):
    // here its context and Hydrogen's handler, and through `withGuardedLoaders` each loader.
    const guard = (toRender: Request) =>
      pageSharing.candidate
        ? guardSharedRender(toRender, (name) => pageSharing.refuseForInput(name), {
            copiesAllowed: true,
          })
        : toRender;
    const appLoadContext = await createAppLoadContext(
      guard(request),
      env,
      executionContext,
      pageSharing,
    );
    if (cartTemplate) {
      const filled = await pageWithCart(appLoadContext, cartTemplate);
      if (filled) return filled;
    }
    const forwarded = guard(requestAtSiteOrigin(request, appLoadContext.config.PUBLIC_SITE_ORIGIN));
    loadContexts.set(forwarded, appLoadContext);
    let response = await handleRequest(forwarded);
    // Any page the app does not have may be one Shopify redirects, asked here for every route (a data
    // request asks in entry.server's handleDataRequest, where Remix can encode the redirect for it).
    if (response.status === 404 && !isDataRequest(forwarded)) {
      response = (await redirectForNotFound(appLoadContext, forwarded)) ?? response;
    }
    appLoadContext.responseHeaders.applyTo(response);
    // Said in the log, since the shopper's browser would stop such a redirect without a word.
    reportRedirectOutsideFormAction(forwarded, response, {
      storeOrigin: appLoadContext.publicConfig.storeOrigin,
      checkoutDomain: checkoutDomain(appLoadContext.config),
    });
    if (pageSharing.unlistedInputs.length > 0 && env.SITE_ENV === 'local') {
      // For developers and the page-inputs spec: which read kept this page from being shared.
      response.headers.set(UNLISTED_INPUTS_HEADER, pageSharing.unlistedInputs.join(', '));
    }
    if (appLoadContext.session.isPending) {
      response.headers.append('Set-Cookie', await appLoadContext.session.commit());
    }
    return response;
  } catch (error) {
    console.error(error);
    const message =
      error instanceof MissingEnvironmentError ? error.message : 'An unexpected error occurred';
    return new Response(message, {
      status: 500,
      headers: {'Content-Type': 'text/plain; charset=utf-8'},
    });
  }
}
