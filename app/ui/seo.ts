import {BRAND} from '~/content/brand';

/** `<title>`, description and canonical link for a page; the canonical drops the query string. */
export function pageMeta({
  title,
  description,
  url,
}: {
  title: string;
  description: string;
  url: string | undefined;
}) {
  const canonical = url ? canonicalUrl(url) : undefined;
  return [
    {title: title === BRAND.name ? title : `${title} | ${BRAND.name}`},
    {name: 'description', content: description},
    ...(canonical ? [{tagName: 'link', rel: 'canonical', href: canonical}] : []),
  ];
}

export function canonicalUrl(url: string) {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
