import type {AppSession} from './session.server';
import {isNotice, type Notice} from '~/lib/notice';

const FLASH_KEY = 'notice';

/**
 * Sessions that got a notice during this request. A loader that flashes and redirects (e.g. /auth/confirm)
 * runs beside the root loader, whose `takeNotice` would otherwise consume the notice meant for the next page.
 */
const flashedThisRequest = new WeakSet<AppSession>();

/** Stores a notice for the next page the shopper sees (after a redirect). */
export function flashNotice(session: AppSession, notice: Notice) {
  flashedThisRequest.add(session);
  session.flash(FLASH_KEY, notice);
}

/** Reads and clears the pending notice; anything malformed is ignored. */
export function takeNotice(session: AppSession): Notice | null {
  if (flashedThisRequest.has(session) || !session.has(FLASH_KEY)) return null;
  const value = session.get(FLASH_KEY);
  session.unset(FLASH_KEY);
  return isNotice(value) ? value : null;
}
