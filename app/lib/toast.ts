import type {Notice} from './notice';

/** Toast rules from SPEC.md 9: at most 3 visible; errors stay 5000 ms, the other kinds 4000 ms. */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS: Record<Notice['kind'], number> = {
  error: 5000,
  success: 4000,
  info: 4000,
};

/** The toasts' region carries this attribute, so the cart drawer can keep its lines clear of them. */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

export interface Toast extends Notice {
  id: number;
}

type Listener = (toasts: readonly Toast[]) => void;

let nextId = 1;
let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Shows a notice as a toast (browser only). Returns its id so it can be dismissed early. */
export function showToast(notice: Notice): number {
  const id = nextId++;
  publish([...toasts, {...notice, id}].slice(-MAX_VISIBLE_TOASTS));
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

/** Test seam: forget every toast. */
export function resetToasts() {
  publish([]);
}
