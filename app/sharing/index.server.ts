// The seam's server side: what decides which answers visitors share (the page cache and its templates),
// which inputs a shared render may read, and the isolate's caches in front of the Cache API. Components see
// the seam through index.ts.
export {
  applyCacheControl,
  pageCacheControl,
  PageSharing,
  setPageSharingPolicy,
  withPageCache,
  WORKER_CACHE_NAME,
  type CartTemplate,
  type PageCacheControl,
  type PageSharingPolicy,
} from './pageCache.server';
export {pageForShopper} from './templates.server';
export {
  guardSharedRender,
  UNLISTED_INPUTS_HEADER,
  withGuardedLoaders,
} from './requestInputs.server';
export {MemoryStore, withMemory} from './memoryCache.server';
export {withKeyLimit} from './localCache.server';
export {HydratedMarkup, IslandMarkup} from './keptMarkup.server';
export {sendKeptMarkupWith} from './keptMarkup';
export {sendStaticIslandsWith} from './staticIsland';
export {personalPaths} from './personalPaths.server';
