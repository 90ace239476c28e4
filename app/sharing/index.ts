// The seam for everything the shop shares between visitors, as components see it: markup rendered once and
// kept (keptMarkup, staticIsland), the app's per-request contexts (which such markup cannot read), and the
// per-shopper slots of shared pages. The server's side (page cache, templates, caches) is index.server.ts.
export {keptMarkup, type KeptMarkupElement} from './keptMarkup';
export {staticIsland, isPageHydrated} from './staticIsland';
export {
  createRequestContext,
  useRequestContext,
  type RequestContext,
} from './requestData';
export {
  declareShopperSlot,
  shopperSlotValue,
  readShopperText,
  shopperDataSlot,
  shopperText,
  type ShopperSlot,
  type ShopperView,
} from './shopperSlots';
export {PERSONAL_PAGE} from './routeSharing';
