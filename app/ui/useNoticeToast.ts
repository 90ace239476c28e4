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

/**
 * A fetcher form's answer: its notice as a toast, and the form cleared once the answer says the data was
 * stored (never before, so a refused form keeps what the shopper typed). Returns the form's ref.
 */
export function useFormAnswer(answer: {ok?: boolean; notice?: Notice | null} | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  useNoticeToast(answer?.notice);
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);
  return formRef;
}
