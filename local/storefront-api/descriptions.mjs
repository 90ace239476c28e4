// Product descriptions as Shopify stores them: HTML built from a product's label lines. Three house styles
// (by product number) vary the markup and the order of the sections, so the app's description parser meets
// every layout a real shop's copy comes in.

/** Escape text for inclusion in HTML. */
export function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text from the limited HTML used in descriptions; line breaks kept as "\n", paragraphs as "\n\n". */
export function htmlToText(html) {
  return String(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|ul|ol|h[1-6]|div)>/gi, '\n\n')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "Ingredients: a, b" → ['Ingredients', 'a, b'] */
function splitLabel(line) {
  const i = line.indexOf(':');
  return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1).trim()];
}

function labelled(line, style) {
  const [label, rest] = splitLabel(line);
  if (style === 0) return `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(rest)}</p>`;
  if (style === 1) return `<p><strong>${escapeHtml(label)}:</strong><br>${escapeHtml(rest)}</p>`;
  return `<p>${escapeHtml(label)}: ${escapeHtml(rest)}</p>`;
}

/** @param {import('./catalogue.mjs').ProductSeed} spec */
export function buildDescriptionHtml(spec) {
  const style = spec.n % 3;
  const parts = {
    intro: spec.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    raw: (spec.rawTextParagraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    bullets: spec.bullets?.length
      ? `<ul>${spec.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`
      : '',
    ingredients: spec.ingredients ? labelled(spec.ingredients, style === 1 ? 1 : style) : '',
    usage: spec.usage ? labelled(spec.usage, style === 1 ? 0 : style) : '',
    warnings: (spec.warnings ?? []).map((w) => labelled(w, style === 2 ? 2 : 0)).join(''),
    info: spec.info?.length
      ? `<p>${spec.info
          .map((l) => {
            const [label, rest] = splitLabel(l);
            return style === 2
              ? escapeHtml(l)
              : `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(rest)}`;
          })
          .join('<br>')}</p>`
      : '',
    footnotes: spec.footnotes?.length
      ? `<p>${spec.footnotes.map(escapeHtml).join('<br>')}</p>`
      : '',
  };
  const orders = [
    ['intro', 'raw', 'bullets', 'ingredients', 'usage', 'warnings', 'info', 'footnotes'],
    ['intro', 'raw', 'usage', 'bullets', 'ingredients', 'info', 'warnings', 'footnotes'],
    ['intro', 'raw', 'bullets', 'info', 'usage', 'ingredients', 'warnings', 'footnotes'],
  ];
  return orders[style].map((k) => parts[k]).join('');
}
