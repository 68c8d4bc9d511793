/**
 * A public page's head: one title, the description, the canonical URL, Open Graph and Twitter card
 * tags and its JSON-LD, written as HTML a crawler that runs no JavaScript reads (Facebook, iMessage,
 * Slack, search engines). Every value is escaped here; nothing a creator or brand typed can end a tag.
 */
export interface PageImage {
  url: string;
  alt: string;
  /** Known only for images whose size we know (omitted otherwise rather than guessed). */
  width?: number;
  height?: number;
  /** og:image:type (a share card's image/png): unfurlers skip a download to learn what it is. */
  type?: string;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute: the page's one address (no query), also og:url. */
  canonicalUrl: string;
  type: 'website' | 'product' | 'profile';
  image?: PageImage | undefined;
  /** schema.org data, serialised as application/ld+json. */
  jsonLd?: Record<string, unknown> | undefined;
  /** Pages that must not be indexed (a 404). */
  noIndex?: boolean;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/**
 * JSON inside <script>: `<`, `>` and `&` as \u escapes (so `</script>` or `<!--` in a name cannot end or
 * bend the block), and the two line separators JSON allows but old JavaScript parsers do not.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** A description cut to what previews show (about 160 characters), at a word when it can. */
export const summary = (text: string, max = 160): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
};

export const renderHead = (page: PageMeta): string => {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonicalUrl),
    meta('property', 'og:site_name', 'Affiliate Marketplace'),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ];
  if (page.image) {
    tags.push(
      meta('property', 'og:image', page.image.url),
      meta('property', 'og:image:alt', page.image.alt),
      meta('name', 'twitter:image', page.image.url),
      meta('name', 'twitter:image:alt', page.image.alt),
    );
    if (page.image.width && page.image.height) {
      tags.push(
        meta('property', 'og:image:width', page.image.width),
        meta('property', 'og:image:height', page.image.height),
      );
    }
    if (page.image.type) tags.push(meta('property', 'og:image:type', page.image.type));
  }
  if (page.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  if (page.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`);
  return tags.join('\n    ');
};
