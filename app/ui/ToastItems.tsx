import {useEffect, useState} from 'react';
import type {Notice} from '~/lib/notice';
import {dismissToast, TOAST_DURATION_MS, type Toast} from '~/lib/toast';

const STYLES: Record<Notice['kind'], string> = {
  success: 'bg-white text-forest-900 ring-forest-600/40',
  info: 'bg-cream-50 text-bark-800 ring-bark-200',
  error: 'bg-white text-terracotta-700 ring-terracotta-600/50',
};

/** The toasts themselves (Toaster), loaded apart from the page's first JavaScript. */
export default function ToastItems({toasts}: {toasts: readonly Toast[]}) {
  return (
    <>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </>
  );
}

function ToastItem({toast}: {toast: Toast}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS[toast.kind]);
    return () => window.clearTimeout(timer);
  }, [toast, paused]);

  return (
    <div
      data-toast
      data-testid="toast"
      tabIndex={-1}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 shadow-lg ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-700 ${STYLES[toast.kind]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="rounded-full px-2 text-lg leading-none text-bark-700 hover:bg-cream-100"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}
