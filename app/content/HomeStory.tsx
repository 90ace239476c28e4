import {Link} from '@remix-run/react';
import {keptMarkup} from '~/sharing';
import {LeafIcon} from '~/ui/Icons';
import {BRAND} from './brand';

// The home page's story below the hero: the brand's four promises and where it comes from. Text, the same
// for every visitor.

const FEATURES = [
  {
    title: 'Pure botanical ingredients',
    text: 'Cold-pressed oils, butters, clays and flowers, each named on the label.',
  },
  {
    title: 'Handcrafted in small batches',
    text: 'Mixed, poured and cut by hand, so every jar and bar reaches you fresh.',
  },
  {
    title: '100% cruelty-free and vegan',
    text: 'Never tested on animals, and free of animal-derived ingredients.',
  },
  {
    title: 'Dermatologist-approved formulations',
    text: 'Gentle formulas made for daily use on face and body.',
  },
] as const;

export function Features() {
  return (
    <section aria-labelledby="features-heading" className="band">
      <h2
        id="features-heading"
        className="text-center font-display band-heading"
      >
        Nourish Your Skin, Nurture Your Soul
      </h2>
      <KeptFeatureList />
    </section>
  );
}

function FeatureItems() {
  return (
    <>
      {FEATURES.map((feature) => (
        <li key={feature.title} className="feature">
          <LeafIcon className="h-8 w-8 text-forest-700" />
          <h3 className="font-display feature-title">{feature.title}</h3>
          <p className="mt-2 text-bark-700">{feature.text}</p>
        </li>
      ))}
    </>
  );
}

/** The same for everyone: rendered once per isolate (keptMarkup). */
const KeptFeatureList = keptMarkup(FeatureItems, {
  as: 'ul',
  attributes: {className: 'features'},
});

export function BrandStory() {
  return (
    <section aria-labelledby="story-heading" className="bg-sage-100">
      <div className="band-text">
        <h2 id="story-heading" className="font-display band-heading">
          Where Nature Meets Luxury
        </h2>
        <p className="story-text">
          {BRAND.name} began with soaps cured on wooden racks and shared with friends. Today we make
          skincare, body care and botanical supplements the same way: in small batches in the USA,
          from plants we can name, with the care of a luxury ritual and the honesty of a
          kitchen-table recipe.
        </p>
        <Link
          to="/about"
          prefetch="intent"
          className="outline-button"
        >
          Learn More<span className="sr-only"> about our story</span>
        </Link>
      </div>
    </section>
  );
}
