// The admin-copy feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {
  ADMIN_MESSAGES,
  adminPageHref,
  formatReviewDate,
  parseListQuery,
  pendingLabel,
  reviewMessages,
  safeAdminReturn,
} from './adminCopy';
export {copyOfOverride, placeWarnings} from './copyChecks';
export {GENERATE_FETCHER_KEY, GenerateCopyForm, type GenerateAnswer} from './GenerateCopyForm';
export {OverrideList} from './OverrideList';
export {ReviewPanel, type SaveAnswer} from './ReviewPanel';
