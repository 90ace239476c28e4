import {Link, useLocation} from '@remix-run/react';
import {useId} from 'react';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom/server';
import {describe, expect, it} from 'vitest';
import {HydratedMarkup, IslandMarkup, MARKUPS_PER_COMPONENT} from './keptMarkup.server';
import {createRequestContext, SharedRenderReadError, useRequestContext} from './requestData';

/** An island with a link and a form that returns to the page it is on (as the footer's Cookie Settings). */
function islandFor(rendered: {count: number}) {
  return function Island({label}: {label: string}) {
    rendered.count += 1;
    const location = useLocation();
    const id = useId();
    return (
      <section aria-labelledby={id}>
        <h2 id={id}>{label}</h2>
        <Link to="/shop" prefetch="intent">
          Shop
        </Link>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      </section>
    );
  };
}

function page(url: string, island: ReturnType<typeof islandFor>, props: {label: string}) {
  return renderToString(
    <StaticRouter location={url}>
      <IslandMarkup
        component={island as React.ComponentType<object>}
        props={props}
        id={JSON.stringify(props)}
      />
    </StaticRouter>,
  );
}

describe('IslandMarkup', () => {
  it('sends the markup React renders in the page, inside the island element', () => {
    const Island = islandFor({count: 0});
    const props = {label: 'Hello & welcome'};
    const inPage = renderToStaticMarkup(
      <StaticRouter location="/product/soap?variant=2">
        <Island {...props} />
      </StaticRouter>,
    ).replace(/id="[^"]*"|aria-labelledby="[^"]*"/g, '');
    const sent = page('/product/soap?variant=2', Island, props);
    expect(sent.startsWith('<div data-static-island="">')).toBe(true);
    expect(sent.replace(/id="[^"]*"|aria-labelledby="[^"]*"/g, '')).toBe(
      `<div data-static-island="">${inPage}</div>`,
    );
    expect(sent).toContain('href="/shop"');
    expect(sent).toContain('value="/product/soap?variant=2"');
  });

  it('renders an island once for the same props and URL, again for other props or another URL', () => {
    const rendered = {count: 0};
    const Island = islandFor(rendered);
    const first = page('/shop', Island, {label: 'A'});
    expect(page('/shop', Island, {label: 'A'})).toBe(first);
    expect(rendered.count).toBe(1);

    const elsewhere = page('/cart?x=1', Island, {label: 'A'});
    expect(rendered.count).toBe(2);
    expect(elsewhere).toContain('value="/cart?x=1"');

    expect(page('/shop', Island, {label: 'B'})).toContain('>B</h2>');
    expect(rendered.count).toBe(3);
  });

  it('keeps different islands apart, with ids of their own', () => {
    const one = islandFor({count: 0});
    const other = islandFor({count: 0});
    const idOf = (markup: string) => /<h2 id="([^"]+)"/.exec(markup)?.[1];
    const a = page('/', one, {label: 'A'});
    const b = page('/', other, {label: 'A'});
    expect(idOf(a)).toBeTruthy();
    expect(idOf(a)).not.toBe(idOf(b));
  });

  it(`keeps at most ${MARKUPS_PER_COMPONENT} markups per island, dropping the least recently used`, () => {
    const rendered = {count: 0};
    const Island = islandFor(rendered);
    for (let index = 0; index < MARKUPS_PER_COMPONENT; index += 1)
      page(`/p/${index}`, Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_COMPONENT);
    // Used again, so /p/1 is now the one used longest ago.
    page('/p/0', Island, {label: 'A'});
    page('/p/new', Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_COMPONENT + 1);
    page('/p/0', Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_COMPONENT + 1);
    page('/p/1', Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_COMPONENT + 2);
  });
});

const Shelf = createRequestContext<string>('shelf');

/** A card as a listing shows it: adjacent texts (React separates them with an empty comment). */
function cardFor(rendered: {count: number}) {
  return function Card({title, price}: {title: string; price: string}) {
    rendered.count += 1;
    const location = useLocation();
    return (
      <article>
        <Link to="/product/soap">{title}</Link>
        <p>
          {price} on {'the top shelf'}
        </p>
        <button type="submit">
          Add<span className="sr-only">: {title}</span>
        </button>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      </article>
    );
  };
}

function listing(
  url: string,
  card: ReturnType<typeof cardFor>,
  props: {title: string; price: string},
) {
  return renderToString(
    <StaticRouter location={url}>
      <ul>
        <HydratedMarkup
          as="li"
          attributes={{className: 'flex'}}
          component={card as React.ComponentType<object>}
          props={props}
          id={JSON.stringify(props)}
        />
      </ul>
    </StaticRouter>,
  );
}

describe('HydratedMarkup', () => {
  it('sends exactly the markup React renders in the page, so hydration finds the same nodes', () => {
    const Card = cardFor({count: 0});
    const props = {title: 'Lavender & Oat', price: '$12.00'};
    const inPage = renderToString(
      <StaticRouter location="/shop?sort=price">
        <ul>
          <li className="flex">
            <Card {...props} />
          </li>
        </ul>
      </StaticRouter>,
    );
    const sent = listing('/shop?sort=price', Card, props);
    expect(sent).toBe(inPage);
    expect(sent).toContain('<!-- -->');
    expect(sent).toContain('on <!-- -->the top shelf');
    expect(sent).toContain('value="/shop?sort=price"');
  });

  it('renders a card once for the same props and URL, again for another product or URL', () => {
    const rendered = {count: 0};
    const Card = cardFor(rendered);
    const first = listing('/shop', Card, {title: 'A', price: '$1.00'});
    expect(listing('/shop', Card, {title: 'A', price: '$1.00'})).toBe(first);
    expect(rendered.count).toBe(1);
    expect(listing('/', Card, {title: 'A', price: '$1.00'})).toContain('value="/"');
    expect(listing('/shop', Card, {title: 'A', price: '$2.00'})).toContain('$2.00');
    expect(rendered.count).toBe(3);
  });

  it('throws when kept markup reads a per-request context, even where the page provides it', () => {
    function ShelfCard({title}: {title: string}) {
      const shelf = useRequestContext(Shelf);
      return (
        <p>
          {title} {shelf}
        </p>
      );
    }
    const render = (shelf: string) =>
      renderToString(
        <StaticRouter location="/shop">
          <Shelf.context.Provider value={shelf}>
            <HydratedMarkup
              as="li"
              component={ShelfCard as React.ComponentType<object>}
              props={{title: 'A'}}
              id="A"
            />
          </Shelf.context.Provider>
        </StaticRouter>,
      );
    expect(() => render('3 in your cart')).toThrow(SharedRenderReadError);
    expect(() => render('0 in your cart')).toThrow(/shelf context belongs to one request/);
  });
});
