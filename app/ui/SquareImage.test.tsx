import {Image} from '@shopify/hydrogen';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {SquareImage, type SquareImageData} from './SquareImage';

const CDN = 'https://cdn.shopify.com/s/files/1/0001/products/soap.png?v=17';

describe('SquareImage', () => {
  // The server-rendered markup must not change: the same attributes, URLs and srcset as Hydrogen's Image.
  const cases: Array<{
    name: string;
    data: SquareImageData;
    alt: string;
    loading?: 'lazy' | 'eager';
  }> = [
    {
      name: 'an 800 px square (the local catalogue)',
      data: {url: CDN, width: 800, height: 800},
      alt: 'Soap',
    },
    {
      name: 'a large landscape image',
      data: {url: CDN, width: 4000, height: 2200},
      alt: '',
      loading: 'eager',
    },
    {
      name: 'exactly three candidate widths',
      data: {url: CDN, width: 640, height: 700},
      alt: 'Soap',
    },
    {name: 'smaller than every candidate', data: {url: CDN, width: 150, height: 150}, alt: ''},
    {name: 'unknown dimensions', data: {url: CDN, width: null, height: null}, alt: 'Soap'},
    {
      name: 'a local stack URL',
      data: {url: 'http://127.0.0.1:4100/images/a b.png', width: 800, height: 800},
      alt: '',
    },
    {name: 'a relative URL', data: {url: '/images/soap.png', width: 1200, height: 1200}, alt: ''},
    {
      name: 'a query the URL parser re-encodes, and a fragment',
      data: {url: 'https://cdn.shopify.com/s/files/a.png?v=1&name=a%20b+c&flag#top', width: 800, height: 800},
      alt: '',
    },
    {name: 'no query', data: {url: 'https://cdn.shopify.com/s/files/b.png', width: 800, height: 800}, alt: ''},
  ];

  it.each([2, 6, 10])('renders what Hydrogen renders with %i srcset widths', (candidates) => {
    const data = {url: CDN, width: 4000, height: 4000};
    const ours = renderToStaticMarkup(
      <SquareImage data={data} alt="" sizes="50vw" candidates={candidates} />,
    );
    const hydrogens = renderToStaticMarkup(
      <Image
        data={{...data, altText: null}}
        aspectRatio="1/1"
        alt=""
        sizes="50vw"
        srcSetOptions={{intervals: candidates, startingWidth: 200, incrementSize: 200, placeholderWidth: 100}}
      />,
    );
    expect(ours).toBe(hydrogens);
    expect(ours.match(/ \d+w/g)).toHaveLength(candidates);
  });

  it.each(cases)('renders what Hydrogen renders: $name', ({data, alt, loading}) => {
    const props = {
      alt,
      sizes: '(min-width: 1024px) 50vw, 100vw',
      loading,
      className: 'h-full w-full',
    };
    const ours = renderToStaticMarkup(<SquareImage data={data} {...props} />);
    const hydrogens = renderToStaticMarkup(
      <Image data={{...data, altText: null}} aspectRatio="1/1" {...props} />,
    );
    expect(ours).toBe(hydrogens);
  });

  it('offers widths up to the source size, each cropped square', () => {
    const markup = renderToStaticMarkup(
      <SquareImage data={{url: CDN, width: 800, height: 800}} alt="" sizes="120px" />,
    );
    expect(markup).toContain(`srcSet="${CDN}&amp;width=200&amp;height=200&amp;crop=center 200w, `);
    expect(markup).toContain('crop=center 800w"');
    expect(markup).not.toContain('width=1000');
  });

  it('asks for the page’s main picture first: eager, with fetchpriority="high", and only then', () => {
    const data = {url: CDN, width: 800, height: 800};
    const main = renderToStaticMarkup(
      <SquareImage data={data} alt="" sizes="100vw" loading="lazy" priority />,
    );
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchpriority="high"');

    const other = renderToStaticMarkup(<SquareImage data={data} alt="" sizes="100vw" />);
    expect(other).toContain('loading="lazy"');
    expect(other).not.toContain('fetchpriority');
  });
});
