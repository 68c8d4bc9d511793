/**
 * A page's HTML as a crawler reads it (no JavaScript): the head's tags and the JSON-LD, parsed with a
 * real HTML parser, so a tag that is malformed or escaped wrongly is not found rather than matched.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { outputs } from './cloud';

export const siteUrl = (): string => new URL(outputs().ApiUrl).origin;

export const fetchPage = async (path: string, userAgent = 'facebookexternalhit/1.1') => {
  const response = await fetch(`${siteUrl()}${path}`, { headers: { 'user-agent': userAgent } });
  return { status: response.status, headers: response.headers, html: await response.text() };
};

export const readHead = (html: string) => {
  const document = parseDocument(html);
  const all = (name: string) => DomUtils.getElementsByTagName(name, document);
  const metas = all('meta');
  const content = (attribute: 'name' | 'property', key: string) =>
    metas.filter((meta) => meta.attribs[attribute] === key).map((meta) => meta.attribs.content);
  return {
    titles: all('title').map((title) => DomUtils.textContent(title)),
    /** Every value of a meta tag (a page should have one of each). */
    property: (key: string) => content('property', key),
    name: (key: string) => content('name', key),
    canonical: all('link')
      .filter((link) => link.attribs.rel === 'canonical')
      .map((link) => link.attribs.href),
    jsonLd: all('script')
      .filter((script) => script.attribs.type === 'application/ld+json')
      .map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>),
    scripts: all('script').filter((script) => script.attribs.type !== 'application/ld+json'),
    text: DomUtils.textContent(DomUtils.getElementsByTagName('body', document)),
  };
};
