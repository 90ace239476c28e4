// The product feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {
  forgetCopyOverride,
  loadActiveCopyOverride,
  type CopyOverrideCache,
} from './copyOverrides.server';
export {productPageData} from './productPageData.server';
