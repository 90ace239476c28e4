import type {ReactNode} from 'react';
import type {DisplayDate} from '~/lib/dates';
import {ScrollRegion} from '~/ui/ScrollRegion';

export interface LegalSection {
  /** Fragment id; the table of contents links to it. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Readable long-form text without a typography plugin: spacing, lists and links for whatever the
 * section bodies contain.
 */
export const PROSE_CLASS = [
  'space-y-4 leading-relaxed text-bark-800',
  '[&_a]:font-semibold [&_a]:text-forest-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-forest-600',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_h3]:pt-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:text-forest-900',
  '[&_strong]:font-semibold [&_strong]:text-bark-800',
].join(' ');

/** A policy page: one h1, the date it was last updated, a table of contents and h2 sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  numberedTitles = false,
  children,
}: {
  title: string;
  updated?: DisplayDate;
  intro?: ReactNode;
  sections: LegalSection[];
  /** Titles carry their own numbers (Terms), so the contents list shows no markers. */
  numberedTitles?: boolean;
  /** Extra content after the sections. */
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header className="border-b border-bark-200 pb-8">
        <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">{title}</h1>
        {updated ? (
          <p className="mt-3 text-bark-700">
            Last updated <time dateTime={updated.iso}>{updated.label}</time>
          </p>
        ) : null}
        {intro ? <div className={`mt-6 text-lg ${PROSE_CLASS}`}>{intro}</div> : null}
      </header>
      <TableOfContents sections={sections} numberedTitles={numberedTitles} />
      <div className="space-y-12">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="font-display text-2xl text-forest-900 sm:text-3xl">
              {section.title}
            </h2>
            <div className={`mt-4 ${PROSE_CLASS}`}>{section.body}</div>
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}

function TableOfContents({sections, numberedTitles}: {sections: LegalSection[]; numberedTitles: boolean}) {
  return (
    <nav aria-labelledby="toc-heading" className="my-10 rounded-2xl bg-sage-100 p-6">
      <h2 id="toc-heading" className="font-display text-xl text-forest-900">
        On this page
      </h2>
      <ol className={`mt-4 space-y-2 ${numberedTitles ? 'list-none' : 'list-decimal pl-6'}`}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-forest-800 underline underline-offset-2 hover:text-forest-600"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A simple data table: the first cell of each row is its header. */
export function PolicyTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="mb-2 text-left font-semibold text-forest-900">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-forest-800">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 align-bottom font-semibold text-forest-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex} className="border-b border-bark-200 align-top">
              {cells.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-2 py-2 font-semibold text-bark-800">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-2 py-2 break-words">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
