// The search feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {HeaderSearch} from './HeaderSearch';
export {SearchPage} from './SearchPage';
export {normalizeSearchQuery, parseSearchRequest} from './searchQuery';
