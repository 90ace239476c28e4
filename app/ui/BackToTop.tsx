import {useEffect, useState} from 'react';
import {useHydrated} from '~/lib/useHydrated';
import {ArrowUpIcon} from './Icons';

/** SPEC.md 2 and 9: the button shows once the page is scrolled more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/**
 * A plain `#top` link (HTML scrolls to the top of the document for that fragment), so it works without
 * JavaScript; there, a CSS scroll-driven animation reveals it past 300 px where supported (app.css).
 * With JavaScript it shows from the scroll position and scrolls smoothly unless reduced motion is asked for.
 */
export function BackToTop() {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);

  function scrollToTop(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({top: 0, behavior: reduceMotion ? 'auto' : 'smooth'});
    // Keyboard users continue from the top of the page, as after following the link without JS.
    document.querySelector<HTMLElement>('a[href="#main"]')?.focus({preventScroll: true});
  }

  const shown = hydrated ? (visible ? 'flex' : 'hidden') : 'flex back-to-top-no-js';
  // In a landmark of its own: once shown (after 300 px of scrolling) it is content, and axe wants all
  // content inside a landmark.
  return (
    <nav aria-label="Back to top">
      <a
        href="#top"
        onClick={scrollToTop}
        className={`${shown} back-to-top`}
      >
        <ArrowUpIcon className="h-5 w-5" />
        <span className="sr-only">Back to top</span>
      </a>
    </nav>
  );
}
