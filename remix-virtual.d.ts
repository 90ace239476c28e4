// The server build Remix's Vite plugin provides to server.ts at build time.
declare module 'virtual:remix/server-build' {
  import type {ServerBuild} from '@shopify/remix-oxygen';
  export const assets: ServerBuild['assets'];
  export const assetsBuildDirectory: ServerBuild['assetsBuildDirectory'];
  export const basename: ServerBuild['basename'];
  export const entry: ServerBuild['entry'];
  export const future: ServerBuild['future'];
  export const isSpaMode: ServerBuild['isSpaMode'];
  export const mode: ServerBuild['mode'];
  export const publicPath: ServerBuild['publicPath'];
  export const routes: ServerBuild['routes'];
}

// Hydrogen as lazily loaded chunks import it: the same module under its own id in the client build, so what
// they use stays out of the first-load JavaScript (vite.config.ts, hydrogenLazyCopy).
declare module 'hydrogen-lazy-copy' {
  export * from '@shopify/hydrogen';
}
