import {Link} from '@remix-run/react';
import {useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import type {ShownDescription} from './descriptionParser';
import {descriptionBlocks} from './descriptionBlocks';
import {
  REVIEW_SNIPPETS,
  REVIEW_SUMMARY,
  REVIEWS_TAB_LABEL,
  SHIPPING_CLAIMS,
  type CopyCategory,
  type ReviewSnippets,
} from './productClaims';
import {useHydrated} from '~/lib/useHydrated';
import {isPageHydrated} from '~/sharing';
import {CheckIcon} from './CheckIcon';
import {Stars} from './icons';

interface Panel {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Product Details, Ingredients, Reviews (48) and Shipping. The server (and a browser without JavaScript)
 * renders all four as sections with headings, one after the other; after hydration they become an
 * accessible tab list (arrow keys, Home and End) with one panel shown at a time.
 */
export function ProductTabs({
  description,
  copyCategory,
}: {
  description: ShownDescription;
  /** Picks the review snippets that fit the product (productClaims). */
  copyCategory: CopyCategory;
}) {
  // Rendered by the browser after the page hydrated (staticIsland woke it): tabs from the first render.
  const hydrated = useHydrated() || isPageHydrated();
  const panels: Panel[] = [
    {
      id: 'product-details',
      label: 'Product Details',
      content: <DetailsPanel description={description} />,
    },
    {
      id: 'ingredients',
      label: 'Ingredients',
      content: <IngredientsPanel ingredients={description.ingredients} />,
    },
    {id: 'reviews', label: REVIEWS_TAB_LABEL, content: <ReviewsPanel snippets={REVIEW_SNIPPETS[copyCategory]} />},
    {id: 'shipping', label: 'Shipping', content: <ShippingPanel />},
  ];
  return (
    <section id="details" aria-labelledby="details-heading" className="mt-16">
      <h2 id="details-heading" className="mb-6 font-display text-2xl text-forest-900 sm:text-3xl">
        About this product
      </h2>
      {hydrated ? (
        <Tabs panels={panels} />
      ) : (
        <div className="flex flex-col gap-6">
          {panels.map((panel) => (
            <section
              key={panel.id}
              aria-labelledby={`${panel.id}-heading`}
              className="rounded-2xl bg-white p-6 ring-1 ring-bark-100"
            >
              <h3 id={`${panel.id}-heading`} className="mb-4 font-display text-xl text-forest-900">
                {panel.label}
              </h3>
              {panel.content}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

function Tabs({panels}: {panels: Panel[]}) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + panels.length) % panels.length;
    setSelected(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: panels.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      {/* Two rows of two on phones, where the four labels do not fit on one line: a tab list that scrolled
          sideways hid Shipping with no sign it was there. */}
      <div
        role="tablist"
        aria-label="Product information"
        className="grid grid-cols-2 border-b border-bark-200 sm:flex sm:gap-1"
      >
        {panels.map((panel, index) => {
          const active = index === selected;
          return (
            <button
              key={panel.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${panel.id}-tab`}
              aria-selected={active}
              aria-controls={`${panel.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-3 font-semibold ${
                active
                  ? 'border-forest-800 text-forest-900'
                  : 'border-transparent text-bark-700 hover:text-forest-800'
              }`}
            >
              {panel.label}
            </button>
          );
        })}
      </div>
      {panels.map((panel, index) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`${panel.id}-panel`}
          aria-labelledby={`${panel.id}-tab`}
          hidden={index !== selected}
          tabIndex={0}
          className="rounded-b-2xl bg-white p-6 ring-1 ring-bark-100"
        >
          <h3 className="sr-only">{panel.label}</h3>
          {panel.content}
        </div>
      ))}
    </div>
  );
}

/** The description's text as paragraphs with their line breaks, and its lists as lists; text only. */
function TextBlocks({text}: {text: string}) {
  return (
    <>
      {descriptionBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="mb-3 list-disc space-y-1 pl-5 marker:text-sage-600">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="mb-3 whitespace-pre-line">
            {block.lines.join('\n')}
          </p>
        ),
      )}
    </>
  );
}

function DetailsPanel({description}: {description: ShownDescription}) {
  const {body, usageSections, productInformation, warnings, footnotes} = description;
  return (
    <div className="flex flex-col gap-5 text-bark-800">
      {body ? (
        <div>
          <TextBlocks text={body} />
        </div>
      ) : null}
      {usageSections.length > 0 ? (
        <div>
          {usageSections.map((usage, index) => (
            <div key={index} className="mb-3">
              <h4 className="font-semibold text-forest-900">{usage.label}</h4>
              <p>{usage.text}</p>
            </div>
          ))}
        </div>
      ) : null}
      {productInformation.length > 0 ? (
        <div>
          <h4 className="mb-2 font-semibold text-forest-900">Product information</h4>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {productInformation.map((item, index) => (
              <div key={index} className="contents">
                <dt className="font-medium">{item.label}:</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {warnings.map((warning) => (
        <div key={warning.header} className="rounded-xl bg-cream-100 p-4">
          <h4 className="font-semibold text-forest-900">{warning.header}</h4>
          <p>{warning.text}</p>
        </div>
      ))}
      {footnotes.length > 0 ? (
        <ul className="text-sm text-bark-700">
          {footnotes.map((footnote, index) => (
            <li key={index}>*{footnote}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function IngredientsPanel({ingredients}: {ingredients: string}) {
  return <p className="text-bark-800">{ingredients}</p>;
}

function ReviewsPanel({snippets}: {snippets: ReviewSnippets}) {
  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <div>
        <p className="font-display text-5xl text-forest-900">{REVIEW_SUMMARY.average}</p>
        <Stars count={Number(REVIEW_SUMMARY.average)} className="h-5 w-25" />
        <p className="mt-1 text-sm text-bark-700">
          {REVIEW_SUMMARY.average} out of 5, based on {REVIEW_SUMMARY.count} reviews
        </p>
        <ul className="mt-4 flex flex-col gap-1.5" aria-label="Rating breakdown">
          {REVIEW_SUMMARY.breakdown.map((row) => (
            <li key={row.stars} className="flex items-center gap-2 text-sm">
              <span className="w-8 shrink-0">
                {row.stars}★<span className="sr-only"> stars:</span>
              </span>
              <span
                className="h-2 flex-1 overflow-hidden rounded-full bg-bark-100"
                aria-hidden="true"
              >
                <span className={`block h-full rounded-full bg-terracotta-600 ${row.barWidth}`} />
              </span>
              <span className="w-8 shrink-0 text-right">{row.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="flex flex-col gap-4">
        {snippets.map((review) => (
          <li key={review.author} className="border-b border-bark-100 pb-4 last:border-0">
            <p className="flex items-center gap-2">
              <Stars count={review.stars} />
              <span className="sr-only">{review.stars} out of 5 stars</span>
              <span className="font-semibold text-forest-900">{review.title}</span>
            </p>
            <p className="mt-1 text-bark-800">{review.text}</p>
            <p className="mt-1 text-sm text-bark-700">{review.author}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShippingPanel() {
  return (
    <div className="text-bark-800">
      <ul className="flex flex-col gap-2">
        {SHIPPING_CLAIMS.map((claim) => (
          <li key={claim} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest-600" />
            <span>{claim}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        Read our{' '}
        <Link to="/shipping" className="font-semibold text-forest-800 underline">
          shipping policy
        </Link>{' '}
        and{' '}
        <Link to="/returns" className="font-semibold text-forest-800 underline">
          returns policy
        </Link>
        .
      </p>
    </div>
  );
}
