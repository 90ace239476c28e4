// The stand-in's illustrations: every product looks like itself (pack, colours, texture and label from
// its own data), and every picture is a well-formed SVG document with a title. The CDN serves them as
// rasters (PNG or WebP), which server.test.ts checks.
import {describe, expect, it} from 'vitest';
import {products} from './catalogue.mjs';
import {labelLines, renderImageSvg} from './images.mjs';

interface Element {
  name: string;
  attributes: Map<string, string>;
  children: Array<Element | string>;
}

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+);/g;

const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
const decodeEntity = (entity: string) => {
  const body = entity.slice(1, -1);
  return body.startsWith('#') ? String.fromCharCode(Number(body.slice(1))) : NAMED[body]!;
};

/** A strict little XML reader: throws on anything not well formed (unclosed or crossed tags, bare & or <). */
function parseXml(source: string): Element {
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const root: Element = {name: '#document', attributes: new Map(), children: []};
  const stack = [root];
  while (token.lastIndex < source.length) {
    const at = token.lastIndex;
    const match = token.exec(source);
    if (!match) throw new Error(`not well formed at ${at}: ${source.slice(at, at + 40)}`);
    const [, closing, name, attributeText, selfClosing, text] = match;
    const parent = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (text.replace(ENTITY, '').includes('&')) throw new Error(`bare & at ${at}`);
      parent.children.push(text.replace(ENTITY, decodeEntity));
    } else if (closing) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}> at ${at}`);
      stack.pop();
    } else {
      const attributes = new Map<string, string>();
      for (const [, key, value] of attributeText!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
        if (attributes.has(key!)) throw new Error(`duplicate attribute ${key} at ${at}`);
        if (value!.replace(ENTITY, '').includes('&')) throw new Error(`bare & in ${key} at ${at}`);
        attributes.set(key!, value!);
      }
      const element: Element = {name: name!, attributes, children: []};
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  const elements = root.children.filter((child): child is Element => typeof child !== 'string');
  if (elements.length !== 1 || root.children.length !== 1) throw new Error('not one root element');
  return elements[0]!;
}

const textOf = (node: Element | string): string =>
  typeof node === 'string' ? node : node.children.map(textOf).join(' ');

function* walk(node: Element): Generator<Element> {
  yield node;
  for (const child of node.children) if (typeof child !== 'string') yield* walk(child);
}

const pictures = products.flatMap((product) => product.images);
const featured = products.map((product) => ({product, svg: renderImageSvg(product.images[0])}));

describe('the catalogue illustrations', () => {
  it('are well-formed SVG documents, each titled with its alt text, all small', () => {
    for (const image of pictures) {
      const svg = renderImageSvg(image);
      const root = parseXml(svg);
      expect(root.name, image.file).toBe('svg');
      expect(root.attributes.get('xmlns')).toBe('http://www.w3.org/2000/svg');
      const first = root.children[0];
      expect(typeof first === 'object' && first.name, image.file).toBe('title');
      expect(textOf(first!)).toBe(image.altText);
      // Every fragment reference points at something the document defines.
      const ids = new Set([...walk(root)].map((element) => element.attributes.get('id')));
      for (const element of walk(root)) {
        for (const [key, value] of element.attributes) {
          const pattern = key === 'href' ? /^#([\w-]+)/g : /url\(#([\w-]+)\)/g;
          for (const [, id] of value.matchAll(pattern)) expect(ids, image.file).toContain(id);
        }
      }
      expect(svg.length, image.file).toBeLessThan(4000);
    }
  });

  it('draw every product differently from every other: the pack and its texture, without the names', () => {
    /** The pack as drawn (and the texture it is filled with), its label's words left out. */
    const drawingOf = (node: Element | string): string =>
      typeof node === 'string' || node.name === 'text'
        ? ''
        : `<${node.name} ${[...node.attributes].join(' ')}>${node.children.map(drawingOf).join('')}`;
    const drawings = new Map<string, string>();
    for (const {product, svg} of featured) {
      const elements = [...walk(parseXml(svg))];
      const pack = elements.find((element) => element.attributes.get('class') === 'pack');
      const texture = elements.find((element) => element.name === 'pattern');
      expect(pack, product.handle).toBeDefined();
      const drawing = drawingOf(pack!) + drawingOf(texture!);
      expect(drawings.get(drawing), `${product.handle} looks like another product`).toBeUndefined();
      drawings.set(drawing, product.handle);
    }
    expect(drawings.size).toBe(products.length);
  });

  it("print the product's own name on its pack's label", () => {
    for (const {product, svg} of featured) {
      const texts = [...walk(parseXml(svg))].filter((element) => element.name === 'text');
      const name = texts
        .map(textOf)
        .join(' ')
        .replace(/\s+/g, ' ')
        .replace(/^WILDROOT /, '');
      const shown = name.endsWith('…') ? name.slice(0, -1) : name;
      expect(product.images[0].productName.startsWith(shown), product.handle).toBe(true);
      expect(shown.length, product.handle).toBeGreaterThan(8);
    }
  });

  it('give the two gummy jars different colours and gummies', () => {
    const gummies = featured.filter(({product}) => product.images[0].kind === 'gummies');
    expect(gummies).toHaveLength(2);
    const fills = gummies.map(({svg}) => new Set(svg.match(/hsl\([^)]*\)/g)));
    expect([...fills[0]!].filter((fill) => fills[1]!.has(fill))).toEqual([]);
  });

  it('are PNG uploads, one file each, drawn the same whatever the file is called', () => {
    const files = pictures.map((image) => image.file);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z0-9-]+-\d+\.png$/);
    const image = pictures[0]!;
    expect(renderImageSvg({...image, file: image.file.replace(/\.png$/, '.jpg')})).toBe(
      renderImageSvg(image),
    );
  });

  it('wrap a name in whole words, cutting only what does not fit', () => {
    expect(labelLines('Lavender & Oat Cold Process Soap', 14, 3)).toEqual([
      'Lavender & Oat',
      'Cold Process',
      'Soap',
    ]);
    expect(labelLines('Lavender & Oat Cold Process Soap', 14, 2)).toEqual([
      'Lavender & Oat',
      'Cold Process…',
    ]);
  });
});
