import type {AppSession} from './session.server';
import {isNotice, type Notice} from './notice';

const FLASH_KEY = 'notice';

/** Stores a notice for the next page the shopper sees (after a redirect). */
export function flashNotice(session: AppSession, notice: Notice) {
  session.flash(FLASH_KEY, notice);
}

/** Reads and clears the pending notice; anything malformed is ignored. */
export function takeNotice(session: AppSession): Notice | null {
  if (!session.has(FLASH_KEY)) return null;
  const value = session.get(FLASH_KEY);
  session.unset(FLASH_KEY);
  return isNotice(value) ? value : null;
}
