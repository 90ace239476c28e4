import {Link, useLocation} from '@remix-run/react';
import {useId} from 'react';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom/server';
import {describe, expect, it} from 'vitest';
import {IslandMarkup, MARKUPS_PER_ISLAND} from './staticIslandMarkup.server';

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

  it(`keeps at most ${MARKUPS_PER_ISLAND} markups per island, dropping the least recently used`, () => {
    const rendered = {count: 0};
    const Island = islandFor(rendered);
    for (let index = 0; index < MARKUPS_PER_ISLAND; index += 1) page(`/p/${index}`, Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_ISLAND);
    // Used again, so /p/1 is now the one used longest ago.
    page('/p/0', Island, {label: 'A'});
    page('/p/new', Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_ISLAND + 1);
    page('/p/0', Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_ISLAND + 1);
    page('/p/1', Island, {label: 'A'});
    expect(rendered.count).toBe(MARKUPS_PER_ISLAND + 2);
  });
});
