import {CHECK_ID} from './icons';

/**
 * A decorative tick for the benefit and claim lists; the text beside it carries the meaning. Its own
 * module: only the lists below the buy box use it, and they load their code later (static islands), so it
 * stays out of the page's first load instead of riding along with the stars. The shape is drawn once per
 * page by ProductIconSprite.
 */
export function CheckIcon({className = 'h-5 w-5'}: {className?: string}) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <use href={`#${CHECK_ID}`} />
    </svg>
  );
}
