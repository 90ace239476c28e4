import {useLocation} from '@remix-run/react';

/**
 * Marks a Cookie Settings form (footer, cookie policy): the consent feature's one listener finds them by it,
 * since the footer's is markup the browser keeps from the server without a handler of its own.
 */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';

/** Cookie Settings: a plain form that clears the stored choice and comes back here, so the banner shows. */
export function CookieSettingsButton({className}: {className?: string}) {
  const location = useLocation();
  return (
    <form method="post" action="/consent" {...{[COOKIE_SETTINGS_ATTRIBUTE]: ''}}>
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={className}>
        Cookie Settings
      </button>
    </form>
  );
}
