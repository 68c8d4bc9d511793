/**
 * React 19 hoists a component's `<title>` (and other head tags) to the start of what renderToString
 * returns. The page's head is written by metadata.ts, so the title is taken out of the body (one
 * `<title>` per page) and handed to the head: the screen's own title stays the one source.
 */
export const takeHoistedTitle = (html: string): { title: string | undefined; body: string } => {
  const match = /^<title>([^<]*)<\/title>/.exec(html);
  if (!match) return { title: undefined, body: html };
  return { title: unescapeHtml(match[1] ?? ''), body: html.slice(match[0].length) };
};

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** React escapes text; the head escapes it again (metadata.ts), so the title is taken back to plain text. */
const unescapeHtml = (text: string): string =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e] ?? e);
