import {useEffect, useRef} from 'react';
import type {Notice} from '~/lib/notice';
import {showToast} from '~/lib/toast';

/**
 * Shows a notice as a toast whenever a new one arrives (e.g. from a fetcher or action result). Apart from
 * the Toaster, which depends on the cart drawer: the cart's own components use this hook too.
 */
export function useNoticeToast(notice: Notice | null | undefined) {
  const shown = useRef<Notice | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    showToast(notice);
  }, [notice]);
}
