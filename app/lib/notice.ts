/** A message for the shopper: shown as a toast with JavaScript, inline without it. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

export function isNotice(value: unknown): value is Notice {
  if (!value || typeof value !== 'object') return false;
  const notice = value as Record<string, unknown>;
  return (
    (notice.kind === 'success' || notice.kind === 'error' || notice.kind === 'info') &&
    typeof notice.title === 'string' &&
    (notice.description === undefined || typeof notice.description === 'string')
  );
}
