// Botanical product illustrations drawn as small SVGs (800×800), deterministic per product image.
// The stand-in CDN (cdn.mjs), on an origin of its own, rasterises them: it serves each as the PNG the
// catalogue names (or WebP), at the size asked for.
//
// Everything a picture shows comes from its product's own data, so no two products look alike: the
// product's first picture kind picks the pack (bar, dropper bottle, jar, tube, pump, pouch, capsule
// bottle, gummy jar, gift box, sponge, tin), the handle a palette (its hue hinted by the name: lavender
// is purple, charcoal grey), a texture on the pack and the pack's proportions, and the label carries the
// product's name.

import {escapeHtml} from './descriptions.mjs';

/** Hues (degrees) that suit a name; anything else takes a hue from its handle's hash. */
const HUE_HINTS = [
  [/lemon/, 62, 50],
  [/charcoal/, 30, 4],
  [/lavender|calm|sleep|elderberry/, 268, 40],
  [/blue-tansy/, 205, 45],
  [/rose|pink|rosehip|papaya/, 352, 55],
  [/eucalyptus|tea|cucumber|mint|green|jojoba|lemon-balm/, 140, 32],
  [/magnesium|sea-salt/, 190, 35],
  [/turmeric|orange|buckthorn|calendula|biotin/, 34, 72],
  [/honey|oat|shea|goat|coffee|sisal|konjac|ashwagandha/, 36, 45],
];

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
const hsl = (h, s, l) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;

/** The product's palette: its hinted (or hashed) hue, nudged by the handle so two lavender products differ. */
export function paletteFor(handle) {
  const h = hash(handle);
  const hint = HUE_HINTS.find(([re]) => re.test(handle));
  const hue = (hint ? hint[1] : h % 360) + (((h >>> 9) % 25) - 12);
  const sat = hint ? hint[2] : 38 + ((h >>> 14) % 20);
  const light = 66 + ((h >>> 19) % 14);
  return {
    bg: hsl(hue, Math.min(sat, 30), 95),
    blob: hsl(hue + 12, Math.min(sat, 32), 88),
    main: hsl(hue, sat, light),
    accent: hsl(hue - 8, sat, light - 26),
    ink: hsl(hue, Math.min(sat, 35), 22),
    leaf: hsl(118 + ((h >>> 5) % 30), 24, 43),
    leaf2: hsl(96 + ((h >>> 11) % 30), 28, 66),
  };
}

const TEXTURES = ['speckles', 'stripes', 'swirls', 'leaves', 'dots', 'waves'];

/** The texture printed on the pack, one of TEXTURES, fixed per product. */
export function textureFor(handle) {
  return TEXTURES[hash(`${handle}/texture`) % TEXTURES.length];
}

function pattern(name, p) {
  const open = (size, extra = '') =>
    `<pattern id="x" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${extra}>`;
  switch (name) {
    case 'speckles':
      return `${open(46)}<circle cx="8" cy="10" r="3" fill="${p.ink}" opacity=".4"/><circle cx="30" cy="22" r="2.5" fill="${p.ink}" opacity=".35"/><circle cx="18" cy="38" r="3" fill="#fff" opacity=".6"/></pattern>`;
    case 'stripes':
      return `${open(30, ' patternTransform="rotate(35)"')}<rect width="10" height="30" fill="${p.accent}" opacity=".3"/></pattern>`;
    case 'swirls':
      return `${open(64)}<path d="M0 32q16-22 32 0t32 0" stroke="${p.accent}" stroke-width="6" fill="none" opacity=".45"/></pattern>`;
    case 'leaves':
      return `${open(70)}<use href="#l" fill="${p.leaf}" opacity=".4" transform="translate(20 50) rotate(35) scale(.3)"/><use href="#l" fill="${p.accent}" opacity=".3" transform="translate(55 20) rotate(-30) scale(.24)"/></pattern>`;
    case 'dots':
      return `${open(26)}<circle cx="13" cy="13" r="4.5" fill="#fff" opacity=".55"/></pattern>`;
    default:
      return `${open(40)}<path d="M0 10h40M0 30h40" stroke="${p.accent}" stroke-width="3" stroke-dasharray="12 8" opacity=".4"/></pattern>`;
  }
}

// One leaf shape (length 100, pointing up) defined once per document and reused with <use>.
const LEAF = '<path id="l" d="M0 0C38-30 38-75 0-100C-38-75-38-30 0 0Z"/>';

function leaf(x, y, angle, len, color) {
  return `<use href="#l" fill="${color}" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(angle)}) scale(${(len / 100).toFixed(2)})"/>`;
}

function sprig(x, y, angle, size, p, rand) {
  const parts = [
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"><path d="M0 0Q${r1(size * 0.08)} ${r1(-size * 0.5)} 0 ${r1(-size)}" stroke="${p.leaf}" stroke-width="5" fill="none"/>`,
  ];
  const count = 2 + Math.floor(rand() * 2);
  for (let i = 1; i <= count; i++) {
    const t = (i / (count + 1)) * size;
    const l = size * (0.34 - i * 0.03);
    parts.push(leaf(0, -t, 50 + rand() * 15, l, i % 2 ? p.leaf : p.leaf2));
    parts.push(leaf(0, -t - 10, -50 - rand() * 15, l, i % 2 ? p.leaf2 : p.leaf));
  }
  parts.push('</g>');
  return parts.join('');
}

function flower(x, y, radius, p, petals = 6) {
  const parts = [
    `<g fill="${p.main}" transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${(radius / 100).toFixed(2)})">`,
  ];
  for (let i = 0; i < petals; i++)
    parts.push(
      `<ellipse cy="-55" rx="32" ry="55" transform="rotate(${Math.round((360 / petals) * i)})"/>`,
    );
  parts.push(`<circle r="28" fill="${p.accent}"/></g>`);
  return parts.join('');
}

/** The product's name in lines of at most `perLine` characters, at most `max` lines (the last cut with …). */
export function labelLines(name, perLine, max) {
  const lines = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= perLine) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].slice(0, perLine - 1)}…`;
  return kept;
}

/** A paper label centred on x: the brand, then the product's name, as large as fits in whole words. */
function label(x, y, w, h, name, p) {
  let size = Math.max(14, Math.min(30, Math.round(w / 7)));
  const fit = (sz) => ({
    perLine: Math.floor((w - 12) / (sz * 0.5)),
    max: Math.max(1, Math.floor((h - sz * 1.3) / (sz * 1.12))),
  });
  while (size > 14 && labelLines(name, fit(size).perLine, 99).length > fit(size).max) size--;
  const {perLine, max} = fit(size);
  const lines = labelLines(name, perLine, max);
  const top = y + (h - (lines.length * size * 1.12 + size * 0.75)) / 2 + size * 0.55;
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" y="${r1(top + size * 0.3 + (i + 1) * size * 1.12)}">${escapeHtml(line)}</tspan>`,
    )
    .join('');
  return (
    `<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="8" fill="#fffdf8"/>` +
    `<g text-anchor="middle" font-family="Georgia,serif" fill="${p.ink}"><text x="${x}" y="${r1(top)}" font-size="${Math.round(size * 0.5)}" letter-spacing="3" fill="${p.accent}">WILDROOT</text>` +
    `<text font-size="${size}">${text}</text></g>`
  );
}

/** A pack's body: drawn in its colour, then again with the product's texture over it. */
const body = (d, fill) => `<path id="b" d="${d}" fill="${fill}"/><use href="#b" fill="url(#x)"/>`;

const rect = (x, y, w, h, r) =>
  `M${r1(x + r)} ${r1(y)}H${r1(x + w - r)}Q${r1(x + w)} ${r1(y)} ${r1(x + w)} ${r1(y + r)}V${r1(y + h - r)}Q${r1(x + w)} ${r1(y + h)} ${r1(x + w - r)} ${r1(y + h)}H${r1(x + r)}Q${r1(x)} ${r1(y + h)} ${r1(x)} ${r1(y + h - r)}V${r1(y + r)}Q${r1(x)} ${r1(y)} ${r1(x + r)} ${r1(y)}Z`;

/** Pack drawings: `s` is a 0-1 value from the product that sets its proportions. */
const PRODUCT_SHAPES = {
  soap: (p, name, s) => {
    const w = 320 + s * 60;
    const h = 180 + (1 - s) * 50;
    const y = 500 - h / 2;
    return (
      body(rect(400 - w / 2, y, w, h, 20 + s * 40), p.main) +
      `<rect x="${r1(400 - w / 2)}" y="${r1(y + h * 0.22)}" width="${r1(w)}" height="${r1(h * 0.56)}" fill="#efe4cf"/>` +
      label(400, y + h * 0.22, w * 0.62, h * 0.56, name, p)
    );
  },
  bottle: (p, name, s) => {
    const w = 150 + s * 50;
    const glass = `hsl(${28 + Math.round(s * 14)},62%,${34 + Math.round(s * 8)}%)`;
    return (
      body(rect(400 - w / 2, 330, w, 300, 26), glass) +
      `<rect x="370" y="285" width="60" height="52" rx="6" fill="${p.ink}"/><path d="M378 285Q378 205 400 195Q422 205 422 285Z" fill="${p.main}"/>` +
      label(400, 400, w - 26, 170, name, p)
    );
  },
  jar: (p, name, s) => {
    const w = 250 + s * 70;
    const h = 200 + (1 - s) * 40;
    return (
      body(rect(350 - w / 2, 630 - h, w, h, 34), p.main) +
      `<rect x="${r1(350 - w / 2 + 8)}" y="${r1(612 - h)}" width="${r1(w - 16)}" height="26" rx="8" fill="${p.accent}"/>` +
      `<ellipse cx="600" cy="615" rx="80" ry="24" fill="${p.ink}"/><rect x="520" y="588" width="160" height="27" fill="${p.ink}"/><ellipse cx="600" cy="588" rx="80" ry="24" fill="${p.accent}"/>` +
      label(350, 650 - h * 0.72, w * 0.78, h * 0.52, name, p)
    );
  },
  tube: (p, name, s) => {
    const top = 150 + s * 30;
    return (
      body(
        `M${r1(400 - top)} 220H${r1(400 + top)}L${r1(400 + top - 50)} 580H${r1(400 - top + 50)}Z`,
        p.main,
      ) +
      `<rect x="${r1(400 - top)}" y="206" width="${r1(top * 2)}" height="20" rx="4" fill="${p.accent}"/><rect x="345" y="578" width="110" height="64" rx="10" fill="${p.ink}"/>` +
      label(400, 300, top * 1.25, 170, name, p)
    );
  },
  pump: (p, name, s) => {
    const w = 170 + s * 40;
    return (
      body(rect(400 - w / 2, 320, w, 320, 34), p.main) +
      `<rect x="378" y="258" width="44" height="66" fill="${p.ink}"/><rect x="378" y="236" width="${r1(96 + s * 20)}" height="24" rx="8" fill="${p.ink}"/>` +
      label(400, 410, w - 30, 170, name, p)
    );
  },
  pouch: (p, name, s) => {
    const w = 280 + s * 50;
    return (
      body(
        `M${r1(400 - w / 2)} 300H${r1(400 + w / 2)}L${r1(400 + w / 2 + 22)} 640H${r1(400 - w / 2 - 22)}Z`,
        '#d9c3a0',
      ) +
      `<path d="M${r1(400 - w / 2)} 300H${r1(400 + w / 2)}L${r1(400 + w / 2 + 3)} 345H${r1(400 - w / 2 - 3)}Z" fill="${p.accent}"/>` +
      label(400, 400, w * 0.72, 170, name, p)
    );
  },
  capsules: (p, name, s) =>
    body(rect(300, 330, 200, 280, 30), p.accent) +
    `<rect x="310" y="280" width="180" height="60" rx="12" fill="${p.ink}"/>` +
    label(400, 385, 170, 170, name, p) +
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="rotate(${Math.round(-25 + i * 22 + s * 20)} ${225 + i * 170} 675)"><rect x="${190 + i * 170}" y="660" width="70" height="30" rx="15" fill="${p.main}"/><rect x="${225 + i * 170}" y="660" width="35" height="30" fill="#fffdf8" opacity=".7"/></g>`,
      )
      .join(''),
  gummies: (p, name, s) => {
    const piece = [
      (x, y, r) =>
        `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.45}" fill="${p.accent}"/>`,
      (x, y, r) =>
        `<path d="M${x} ${y + r}C${x - 2 * r} ${y - r * 0.2} ${x - r * 0.6} ${y - 1.6 * r} ${x} ${y - r * 0.5}C${x + r * 0.6} ${y - 1.6 * r} ${x + 2 * r} ${y - r * 0.2} ${x} ${y + r}Z" fill="${p.accent}"/>`,
      (x, y, r) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.3}" fill="#fff" opacity=".5"/>`,
    ][Math.floor(s * 3)];
    return (
      body(rect(270, 360, 260, 250, 40), p.main) +
      `<rect x="280" y="310" width="240" height="62" rx="14" fill="${p.ink}"/>` +
      label(400, 405, 200, 160, name, p) +
      [0, 1, 2, 3].map((i) => piece(215 + i * 120, 680 + (i % 2) * 18, 22)).join('')
    );
  },
  box: (p, name, s) => {
    const w = 340 + s * 60;
    const x = 400 - w / 2;
    return (
      body(rect(x, 330, w, 280, 12), p.main) +
      `<rect x="${r1(x - 8)}" y="300" width="${r1(w + 16)}" height="60" rx="8" fill="${p.accent}"/>` +
      `<rect x="386" y="300" width="28" height="310" fill="#f3ead8"/><ellipse cx="368" cy="290" rx="42" ry="20" fill="#f3ead8"/><ellipse cx="432" cy="290" rx="42" ry="20" fill="#f3ead8"/>` +
      label(400, 420, Math.min(250, w * 0.6), 130, name, p)
    );
  },
  sponge: (p, name, s) =>
    `<rect x="150" y="560" width="500" height="70" rx="14" fill="#5d6166"/>` +
    body(
      `M${r1(220 + s * 20)} 500a${r1(180 - s * 20)} 110 0 1 0 ${r1(360 - s * 40)} 0a${r1(180 - s * 20)} 110 0 1 0 ${r1(-360 + s * 40)} 0Z`,
      p.main,
    ) +
    `<path d="M400 390Q430 320 470 330" stroke="${p.ink}" stroke-width="6" fill="none"/>` +
    label(400, 645, 300, 56, name, p),
  balm: (p, name, s) =>
    `<ellipse cx="300" cy="560" rx="140" ry="50" fill="#b9bcc0"/><rect x="160" y="505" width="280" height="55" fill="#c9ccd0"/>` +
    body('M160 505a140 50 0 1 0 280 0a140 50 0 1 0-280 0Z', p.main) +
    `<circle cx="540" cy="420" r="${r1(140 + s * 10)}" fill="#c9ccd0"/>` +
    label(540, 350, 200, 150, name, p),
};

function background(p, rand) {
  const cx = 300 + Math.round(rand() * 200);
  const cy = 300 + Math.round(rand() * 200);
  return `<rect width="800" height="800" fill="${p.bg}"/><circle cx="${cx}" cy="${cy}" r="${300 + Math.round(rand() * 40)}" fill="${p.blob}"/>`;
}

/**
 * @param {{file:string, kind:string, altText:string, productKind?:string, productHandle?:string,
 *   productName?:string}} image
 * @returns {string} SVG document
 */
export function renderImageSvg(image) {
  const handle = image.productHandle ?? image.file.replace(/-\d+\.\w+$/, '');
  const name = image.productName ?? handle.replace(/-/g, ' ');
  // Seeded by the file's name without its extension: the drawing does not change with the format served.
  const rand = rng(hash(image.file.replace(/\.\w+$/, '')));
  const shapeValue = (hash(`${handle}/shape`) % 1000) / 1000;
  const palette = paletteFor(handle);
  const parts = [background(palette, rand)];
  const kind = image.kind;
  const pack = (packKind) => PRODUCT_SHAPES[packKind]?.(palette, name, shapeValue) ?? '';
  if (PRODUCT_SHAPES[kind]) {
    const left = rand() > 0.5;
    parts.push(sprig(left ? 170 : 630, 700, left ? -28 : 26, 300, palette, rand));
    // The pack fills more of the frame than the sprig beside it.
    parts.push(`<g class="pack" transform="translate(-88 -100) scale(1.22)">${pack(kind)}</g>`);
  } else if (kind === 'botanical') {
    for (let i = 0; i < 3; i++)
      parts.push(sprig(200 + i * 200, 700, -20 + rand() * 40, 380 + rand() * 160, palette, rand));
  } else if (kind === 'flower') {
    parts.push(sprig(260, 720, -12, 420, palette, rand), sprig(560, 720, 14, 360, palette, rand));
    parts.push(
      flower(300, 300, 110, palette, 6),
      flower(520, 400, 90, palette, 5),
      flower(410, 560, 70, palette, 8),
    );
  } else if (kind === 'flatlay') {
    parts.push(pack(image.productKind ?? 'jar'));
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + rand();
      parts.push(
        `<circle cx="${r1(400 + Math.cos(a) * 320)}" cy="${r1(420 + Math.sin(a) * 310)}" r="${r1(26 + rand() * 24)}" fill="${i % 2 ? palette.accent : palette.main}" opacity=".85"/>`,
      );
    }
    parts.push(leaf(120, 200, 30, 110, palette.leaf), leaf(690, 170, -40, 100, palette.leaf2));
  } else {
    // texture: the product's own texture, close up, under soft swirls of its colours
    parts.push(
      `<rect width="800" height="800" fill="${palette.main}"/><rect width="800" height="800" fill="url(#x)"/>`,
    );
    for (let i = 0; i < 4; i++) {
      parts.push(
        `<path d="M${60 + i * 20} ${180 + i * 130}Q400 ${100 + i * 140 + Math.round(rand() * 80)} ${740 - i * 10} ${200 + i * 130}" stroke="${i % 2 ? palette.blob : palette.accent}" stroke-width="${28 + Math.round(rand() * 20)}" fill="none" stroke-linecap="round" opacity=".6"/>`,
      );
    }
  }
  const title = escapeHtml(image.altText);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-labelledby="t"><title id="t">${title}</title><defs>${LEAF}${pattern(textureFor(handle), palette)}</defs>${parts.join('')}</svg>`;
}
