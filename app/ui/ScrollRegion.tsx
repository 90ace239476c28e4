import type {ReactNode} from 'react';

/**
 * A box in which a wide table scrolls sideways on a phone rather than pushing the whole page sideways.
 * A labelled, focusable region is the WCAG pattern for a scroll box: a keyboard can reach it and scroll it,
 * and a screen reader names it.
 */
export function ScrollRegion({label, children}: {label: string; children: ReactNode}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
