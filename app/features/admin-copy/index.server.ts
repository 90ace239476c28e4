// The admin-copy feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {
  checkAdminAccess,
  editOverride,
  fetchProductForCopy,
  generateProductCopy,
  listLiveOverrides,
  listOverrides,
  loadOverride,
  loadPickerProducts,
  NO_STORE,
  parseEditForm,
  parseGenerateCopyForm,
  parseReviewForm,
  reviewOverride,
  type AdminAccess,
  type GeneratedCopy,
} from './adminCopy.server';
export {adminCopyAction, loadReview} from './adminCopyActions.server';
