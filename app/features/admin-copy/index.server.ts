// The admin-copy feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {
  checkAdminAccess,
  countPendingOverrides,
  listLiveHistory,
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
  type LiveCopy,
  type GeneratedCopy,
} from './adminCopy.server';
export {adminCopyAction, loadReview} from './adminCopyActions.server';
export {
  reviewOne,
  reviewSelected,
  type BulkRowResult,
  type CurrentCopy,
} from './reviewActions.server';
