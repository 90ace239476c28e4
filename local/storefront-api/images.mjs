// Botanical product illustrations drawn as small SVGs (800×800), deterministic per product image.
// Served by the stand-in CDN (cdn.mjs), on an origin of its own.

import {escapeHtml} from './descriptions.mjs';

const PALETTES = [
  {
    bg: '#f4efe6',
    blob: '#e6dccb',
    main: '#c9b8e8',
    accent: '#8e72c4',
    leaf: '#7fa37a',
    leaf2: '#a9c59a',
    ink: '#4b3f5c',
  }, // lavender
  {
    bg: '#eef3ec',
    blob: '#d9e6d3',
    main: '#e9d6b0',
    accent: '#b88b4a',
    leaf: '#5f8d5a',
    leaf2: '#9cbf8f',
    ink: '#3d4a36',
  }, // sage & honey
  {
    bg: '#fbefe9',
    blob: '#f3d9cc',
    main: '#f2b8a8',
    accent: '#d47c68',
    leaf: '#6f9a6a',
    leaf2: '#b2cfa3',
    ink: '#5a3a33',
  }, // rose clay
  {
    bg: '#f1f4f6',
    blob: '#dbe4ea',
    main: '#b9d3df',
    accent: '#5f8fa6',
    leaf: '#5d8b76',
    leaf2: '#a3c7b4',
    ink: '#2f4652',
  }, // eucalyptus
  {
    bg: '#fbf4e4',
    blob: '#f4e2b8',
    main: '#f3c76a',
    accent: '#d98f2b',
    leaf: '#6d9457',
    leaf2: '#b6d08f',
    ink: '#5b4522',
  }, // turmeric
  {
    bg: '#f2f0ec',
    blob: '#e0dcd4',
    main: '#8d8a86',
    accent: '#4e4b48',
    leaf: '#5b8a63',
    leaf2: '#9dc0a0',
    ink: '#2f2d2b',
  }, // charcoal
];

const PALETTE_HINTS = [
  [/lavender|calm|sleep|blue-tansy|elderberry/, 0],
  [/honey|oat|shea|goat|coffee|sisal|konjac/, 1],
  [/rose|pink|rosehip|papaya/, 2],
  [/eucalyptus|tea|cucumber|mint|green|magnesium|jojoba/, 3],
  [/turmeric|orange|buckthorn|calendula|biotin/, 4],
  [/charcoal/, 5],
];

/** A palette that suits the product (lavender is purple, charcoal is grey), else one picked by hash. */
function paletteFor(file) {
  const handle = file.replace(/-\d+\.svg$/, '');
  const hint = PALETTE_HINTS.find(([re]) => re.test(handle));
  return PALETTES[hint ? hint[1] : hash(handle) % PALETTES.length];
}

/** FNV-1a hash → unsigned int */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed) {
  let s = seed || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

// One leaf shape (length 100, pointing up) defined once per document and reused with <use>.
const LEAF_DEF =
  '<defs><path id="l" d="M0 0C38-30 38-75 0-100C-38-75-38-30 0 0Z"/><ellipse id="e" cy="-55" rx="32" ry="55"/></defs>';

function leaf(x, y, angle, len, color) {
  return `<use href="#l" fill="${color}" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(angle)}) scale(${(len / 100).toFixed(2)})"/>`;
}

function sprig(x, y, angle, size, p, rand) {
  const parts = [`<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})">`];
  parts.push(
    `<path d="M0 0Q${r1(size * 0.08)} ${r1(-size * 0.5)} 0 ${r1(-size)}" stroke="${p.leaf}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  const count = 3 + Math.floor(rand() * 2);
  for (let i = 1; i <= count; i++) {
    const t = (i / (count + 1)) * size;
    const l = size * (0.32 - i * 0.02);
    parts.push(leaf(0, -t, 50 + rand() * 15, l, i % 2 ? p.leaf : p.leaf2));
    parts.push(leaf(0, -t - 10, -50 - rand() * 15, l, i % 2 ? p.leaf2 : p.leaf));
  }
  parts.push('</g>');
  return parts.join('');
}

function flower(x, y, radius, p, petals = 6) {
  const k = (radius / 100).toFixed(2);
  const parts = [
    `<g fill="${p.main}" transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${k})">`,
  ];
  for (let i = 0; i < petals; i++)
    parts.push(`<use href="#e" transform="rotate(${Math.round((360 / petals) * i)})"/>`);
  parts.push(`<circle r="28" fill="${p.accent}"/></g>`);
  return parts.join('');
}

function label(x, y, w, h, p, lines = 2) {
  const out = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#fffdf8" opacity="0.92"/>`,
  ];
  out.push(
    `<text x="${x + w / 2}" y="${y + h * 0.36}" text-anchor="middle" font-family="Georgia, serif" font-size="${Math.round(h * 0.16)}" fill="${p.ink}">WILDROOT</text>`,
  );
  for (let i = 0; i < lines; i++) {
    const lw = w * (0.62 - i * 0.18);
    out.push(
      `<rect x="${r1(x + (w - lw) / 2)}" y="${r1(y + h * (0.56 + i * 0.16))}" width="${r1(lw)}" height="6" rx="3" fill="${p.accent}" opacity="0.55"/>`,
    );
  }
  return out.join('');
}

const PRODUCT_SHAPES = {
  soap: (p) =>
    `<rect x="230" y="390" width="340" height="200" rx="34" fill="${p.main}"/>` +
    `<rect x="262" y="420" width="276" height="140" rx="24" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.6"/>` +
    `<text x="400" y="502" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="${p.ink}" opacity="0.75">WILDROOT</text>` +
    `<circle cx="300" cy="450" r="7" fill="#fff" opacity="0.4"/><circle cx="500" cy="540" r="5" fill="#fff" opacity="0.4"/>`,
  bottle: (p) =>
    `<rect x="320" y="330" width="160" height="300" rx="30" fill="${p.accent}" opacity="0.9"/>` +
    `<rect x="360" y="280" width="80" height="60" rx="8" fill="${p.ink}"/>` +
    `<path d="M372 280Q372 200 400 190Q428 200 428 280Z" fill="${p.main}"/>` +
    label(335, 420, 130, 120, p),
  jar: (p) =>
    `<rect x="250" y="420" width="300" height="200" rx="36" fill="${p.main}"/>` +
    `<rect x="240" y="370" width="320" height="70" rx="16" fill="${p.ink}" opacity="0.85"/>` +
    label(290, 470, 220, 110, p),
  tube: (p) =>
    `<path d="M330 230L470 230L500 560L300 560Z" fill="${p.main}"/>` +
    `<rect x="300" y="560" width="200" height="70" rx="12" fill="${p.ink}" opacity="0.85"/>` +
    `<rect x="325" y="222" width="150" height="16" rx="4" fill="${p.accent}"/>` +
    label(335, 330, 130, 120, p, 1),
  pump: (p) =>
    `<rect x="315" y="320" width="170" height="320" rx="36" fill="${p.main}" opacity="0.95"/>` +
    `<rect x="375" y="260" width="50" height="64" fill="${p.ink}"/><rect x="375" y="238" width="110" height="26" rx="8" fill="${p.ink}"/>` +
    label(330, 420, 140, 130, p),
  pouch: (p) =>
    `<path d="M270 300L530 300L555 640L245 640Z" fill="#d9c3a0"/>` +
    `<path d="M270 300L530 300L520 340L280 340Z" fill="#c4aa82"/>` +
    label(300, 420, 200, 130, p),
  capsules: (p) =>
    `<rect x="300" y="330" width="200" height="280" rx="30" fill="${p.accent}" opacity="0.9"/>` +
    `<rect x="310" y="280" width="180" height="62" rx="12" fill="${p.ink}"/>` +
    label(318, 400, 164, 130, p) +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${200 + i * 150}" y="${650 + (i % 2) * 20}" width="70" height="30" rx="15" fill="${p.main}" transform="rotate(${-20 + i * 18} ${235 + i * 150} ${665 + (i % 2) * 20})"/>`,
      )
      .join(''),
  gummies: (p) =>
    `<rect x="270" y="360" width="260" height="250" rx="40" fill="${p.main}" opacity="0.8"/>` +
    `<rect x="280" y="310" width="240" height="64" rx="14" fill="${p.ink}"/>` +
    label(305, 420, 190, 120, p) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${230 + i * 110}" cy="${670 + (i % 2) * 16}" r="24" fill="${p.accent}" opacity="0.85"/>`,
      )
      .join(''),
  box: (p) =>
    `<rect x="220" y="330" width="360" height="280" rx="14" fill="#d8c4a4"/>` +
    `<rect x="220" y="300" width="360" height="60" rx="10" fill="#c9b38f"/>` +
    `<rect x="385" y="300" width="30" height="310" fill="${p.accent}"/><rect x="220" y="450" width="360" height="26" fill="${p.accent}"/>` +
    `<ellipse cx="370" cy="290" rx="44" ry="22" fill="${p.accent}"/><ellipse cx="430" cy="290" rx="44" ry="22" fill="${p.accent}"/>`,
  sponge: (p) =>
    `<ellipse cx="400" cy="500" rx="190" ry="120" fill="${p.main}"/>` +
    `<ellipse cx="400" cy="480" rx="150" ry="85" fill="#fff" opacity="0.25"/>` +
    `<path d="M400 380Q430 320 470 330" stroke="${p.ink}" stroke-width="6" fill="none"/>`,
  balm: (p) =>
    `<ellipse cx="400" cy="520" rx="200" ry="70" fill="#b9bcc0"/>` +
    `<rect x="200" y="450" width="400" height="70" fill="#c9ccd0"/><ellipse cx="400" cy="450" rx="200" ry="70" fill="${p.main}"/>` +
    `<ellipse cx="400" cy="450" rx="160" ry="50" fill="#fff" opacity="0.25"/>`,
};

function background(p, rand) {
  const cx = 300 + Math.round(rand() * 200);
  const cy = 300 + Math.round(rand() * 200);
  return `<rect width="800" height="800" fill="${p.bg}"/><circle cx="${cx}" cy="${cy}" r="${300 + Math.round(rand() * 40)}" fill="${p.blob}"/>`;
}

/**
 * @param {{file:string, kind:string, altText:string, productKind?:string}} image
 * @returns {string} SVG document
 */
export function renderImageSvg(image) {
  const seed = hash(image.file);
  const rand = rng(seed);
  const palette = paletteFor(image.file);
  const body = [background(palette, rand)];
  const kind = image.kind;
  if (PRODUCT_SHAPES[kind]) {
    body.push(sprig(190, 660, -28, 300, palette, rand));
    body.push(sprig(620, 660, 24, 260, palette, rand));
    body.push(PRODUCT_SHAPES[kind](palette));
  } else if (kind === 'botanical') {
    for (let i = 0; i < 3; i++)
      body.push(sprig(200 + i * 200, 700, -20 + rand() * 40, 380 + rand() * 160, palette, rand));
  } else if (kind === 'flower') {
    body.push(sprig(260, 720, -12, 420, palette, rand), sprig(560, 720, 14, 360, palette, rand));
    body.push(
      flower(300, 300, 110, palette, 6),
      flower(520, 400, 90, palette, 5),
      flower(410, 560, 70, palette, 8),
    );
  } else if (kind === 'flatlay') {
    body.push(PRODUCT_SHAPES[image.productKind ?? 'jar']?.(palette) ?? '');
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + rand();
      body.push(
        `<circle cx="${r1(400 + Math.cos(a) * 300)}" cy="${r1(420 + Math.sin(a) * 290)}" r="${r1(28 + rand() * 26)}" fill="${i % 2 ? palette.accent : palette.main}" opacity="0.85"/>`,
      );
    }
    body.push(leaf(150, 200, 30, 120, palette.leaf), leaf(660, 180, -40, 110, palette.leaf2));
  } else {
    // texture: soft swirls of the product itself
    for (let i = 0; i < 6; i++) {
      body.push(
        `<path d="M${60 + i * 20} ${180 + i * 90}Q400 ${100 + i * 100 + rand() * 80} ${740 - i * 10} ${200 + i * 90}" stroke="${i % 2 ? palette.main : palette.accent}" stroke-width="${28 + Math.round(rand() * 20)}" fill="none" stroke-linecap="round" opacity="0.7"/>`,
      );
    }
    body.push(flower(640, 640, 70, palette, 6));
  }
  const title = escapeHtml(image.altText);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-labelledby="t"><title id="t">${title}</title>${LEAF_DEF}${body.join('')}</svg>`;
}
