/**
 * The parser's LIST_BULLET, written here so the page's JavaScript does not carry the parser's module
 * (descriptionBlocks.test.ts runs the parser's output through this, so the two cannot drift apart).
 */
const LIST_BULLET = '•';

export type DescriptionBlock =
  {kind: 'paragraph'; lines: string[]} | {kind: 'list'; items: string[]};

const LIST_ITEM = new RegExp(`^${LIST_BULLET}\\s+`);

/**
 * The description's body as the page shows it: paragraphs (split at blank lines) keep their line breaks,
 * and a run of lines that were list items (the parser starts them with a bullet) becomes a list. Text
 * only: the page renders these as elements, never as HTML.
 */
export function descriptionBlocks(body: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const paragraph of body.split(/\n{2,}/)) {
    let current: DescriptionBlock | null = null;
    for (const line of paragraph.split('\n')) {
      if (!line.trim()) continue;
      const item = LIST_ITEM.test(line);
      const text = line.replace(LIST_ITEM, '');
      if (item && current?.kind === 'list') current.items.push(text);
      else if (!item && current?.kind === 'paragraph') current.lines.push(text);
      else {
        current = item ? {kind: 'list', items: [text]} : {kind: 'paragraph', lines: [text]};
        blocks.push(current);
      }
    }
  }
  return blocks;
}
