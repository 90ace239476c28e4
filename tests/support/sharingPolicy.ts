// The page cache's sharing policy as the worker sets it (server.ts), for unit tests that have no build: the
// consent choice as the shared cookie, and the personal paths the shop's routes declare today.
import {CONSENT_SHARED_COOKIE} from '~/features/consent/consent.server';
import {setPageSharingPolicy} from '~/sharing/index.server';

export const TEST_PERSONAL_PATHS = /^\/(cart|discount|account|admin|auth|api)(\/|$)/;

export function applyShopSharingPolicy(): void {
  setPageSharingPolicy({
    sharedCookie: CONSENT_SHARED_COOKIE,
    isPersonalPath: (pathname) => TEST_PERSONAL_PATHS.test(pathname),
  });
}
