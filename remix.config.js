import {hydrogen} from '@shopify/hydrogen/vite';

/**
 * Remix options for the Vite plugin (vite.config.ts spreads them in).
 * The v3 flags match Hydrogen 2025.4's expectations; single fetch lets loaders return plain objects.
 */
export default {
  presets: [hydrogen.v3preset()],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
