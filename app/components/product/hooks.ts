import {useLocation, useNavigation} from '@remix-run/react';
import {useEffect, useMemo, useState} from 'react';

/** False on the server and during hydration, true after: lets a component enhance its no-JS markup. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The search parameters the page is showing or about to show: while a navigation to this same path is
 * pending (a bundle link, the Subscribe & Save box, a thumbnail), its parameters, so the choice shows at once.
 */
export function useOptimisticSearchParams(): URLSearchParams {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location;
  const search =
    pending && pending.pathname === location.pathname ? pending.search : location.search;
  return useMemo(() => new URLSearchParams(search), [search]);
}
