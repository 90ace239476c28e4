import {
  createRequestHandler,
  type AppLoadContext,
  type EntryContext,
  type ServerBuild,
} from '@remix-run/server-runtime';
import remixConfig from '../../remix.config.js';

type RouteModule = ServerBuild['routes'][string]['module'];

/** One route of the app, mounted under a root that has no loader of its own. */
export type RouteUnderTest = {
  /** The route file's id, as Remix names it ('routes/product.$handle'). */
  id: string;
  /** Its URL pattern ('product/:handle'). */
  path: string;
  /**
   * The route file's exports (`import * as route`). Typed loosely as Vite's virtual build module types
   * them: a route's typed `meta` does not fit the runtime's generic module type.
   */
  module: object;
};

export type RemixAnswer = {
  /** The status and headers Remix answers a document request with (the page body is not rendered). */
  response: Response;
  /** What the route's component gets from useLoaderData. */
  loaderData: unknown;
  /** What the route's component gets from useActionData. */
  actionData: unknown;
  /** What the route's ErrorBoundary gets from useRouteError (read it with isRouteErrorResponse). */
  error: unknown;
};

const noPage = () => null;

/**
 * Sends `request` through Remix's own request handler (the one server.ts hands every request to) for a
 * build holding just `route`, as a document request: a browser's GET, or a form post without JavaScript.
 * Redirects come back as the Response Remix sends; otherwise the status and headers are Remix's own (the
 * route's `headers` export included), and the data is what the route's component or error boundary would
 * render, read from the EntryContext Remix hands the document renderer. No test reads the private fields of
 * what `data()` returns; what is read here is typed by Remix's exported types, so an upgrade that changes it
 * fails the type check instead of passing silently.
 */
export async function requestRoute(
  route: RouteUnderTest,
  request: Request,
  context: AppLoadContext,
): Promise<RemixAnswer> {
  let rendered: EntryContext['staticHandlerContext'] | undefined;
  const handleDocumentRequest = (
    _request: Request,
    status: number,
    headers: Headers,
    entryContext: EntryContext,
  ) => {
    rendered = entryContext.staticHandlerContext;
    return new Response(null, {status, headers});
  };
  const entryRoute = (id: string, path: string, module: RouteModule, parentId?: string) => ({
    id,
    path,
    parentId,
    module: id,
    hasLoader: 'loader' in module,
    hasAction: 'action' in module,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: 'ErrorBoundary' in module,
  });
  const module = route.module as RouteModule;
  const root = {default: noPage};
  const build: ServerBuild = {
    mode: 'test',
    entry: {module: {default: handleDocumentRequest}},
    routes: {
      root: {id: 'root', path: '', module: root},
      [route.id]: {id: route.id, parentId: 'root', path: route.path, module},
    },
    assets: {
      entry: {imports: [], module: 'entry.client'},
      routes: {
        root: entryRoute('root', '', root),
        [route.id]: entryRoute(route.id, route.path, module, 'root'),
      },
      url: 'manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: remixConfig.future,
    isSpaMode: false,
  };
  const response = await createRequestHandler(build)(request, context);
  return {
    response,
    loaderData: rendered?.loaderData[route.id],
    actionData: rendered?.actionData?.[route.id],
    error: rendered?.errors?.[route.id],
  };
}
