import {useLocation, useNavigation} from '@remix-run/react';
import {useMemo} from 'react';

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
