/**
 * The public pages' head and routing rules: what a creator types cannot end a tag or a script, the
 * description is cut at a word, one title comes out of React's hoisted preamble, and every app path
 * (reserved usernames) stays the SPA's.
 */
import { describe, expect, it } from 'vitest';
import { reservedUsernames } from '../../../../contracts/reserved-usernames';
import { takeHoistedTitle } from '../../hoisted-title';
import { escapeHtml, jsonForScript, renderHead, summary } from '../../metadata';
import { routeOf } from '../../route';

describe('metadata', () => {
  it('escapes attribute and text values, and JSON that sits inside <script>', () => {
    expect(escapeHtml(`"><script>x</script>&'`)).toBe('&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;&#39;');
    const json = jsonForScript({ name: '</script><!-- \u2028 & >' });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- \u2028 & >' });
  });

  it('writes one title, og and twitter tags, and image size only when known', () => {
    const head = renderHead({
      title: 'A "quoted" <name>',
      description: 'd',
      canonicalUrl: 'https://site.example/a',
      type: 'profile',
      image: { url: 'https://img.example/x.jpg?a=1&b=2', alt: 'x' },
    });
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;name&gt;</title>');
    expect(head).toContain('<meta property="og:image" content="https://img.example/x.jpg?a=1&amp;b=2">');
    expect(head).not.toContain('og:image:width');
    const sized = renderHead({
      title: 't',
      description: 'd',
      canonicalUrl: 'https://site.example/a',
      type: 'website',
      image: { url: 'https://img.example/x.jpg', alt: 'x', width: 1200, height: 630 },
    });
    expect(sized).toContain('<meta property="og:image:width" content="1200">');
    expect(sized).toContain('<meta property="og:image:height" content="630">');
  });

  it('cuts a description at a word near 160 characters', () => {
    const long = 'word '.repeat(60);
    const cut = summary(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(summary('  short \n text ')).toBe('short text');
  });

  it("takes React's hoisted title out of the body, as plain text", () => {
    expect(takeHoistedTitle('<title>Pricing · A &amp; B</title><div>x</div>')).toEqual({
      title: 'Pricing · A & B',
      body: '<div>x</div>',
    });
    expect(takeHoistedTitle('<div>x</div>')).toEqual({ title: undefined, body: '<div>x</div>' });
  });
});

describe('routes', () => {
  it('a single segment is a storefront unless it is an app path', () => {
    expect(routeOf('/AvaReviews')).toEqual({ page: 'storefront', username: 'avareviews' });
    expect(routeOf('/ava_reviews/')).toEqual({ page: 'storefront', username: 'ava_reviews' });
    for (const reserved of reservedUsernames) {
      const route = routeOf(`/${reserved}`);
      expect(['spa', 'marketing'], reserved).toContain(route.page);
    }
    expect(routeOf('/creator/dashboard')).toEqual({ page: 'spa' });
    expect(routeOf('/a.b')).toEqual({ page: 'spa' });
  });

  it('marketing pages, and product ids however they are escaped', () => {
    expect(routeOf('/')).toEqual({ page: 'marketing', path: '/' });
    expect(routeOf('/pricing')).toEqual({ page: 'marketing', path: '/pricing' });
    expect(routeOf('/product/pr_abc')).toEqual({ page: 'product', productId: 'pr_abc' });
    expect(routeOf('/product/a%20b')).toEqual({ page: 'product', productId: 'a b' });
    expect(routeOf('/product/%E0%A4%A')).toEqual({ page: 'product', productId: '' });
    expect(routeOf('/product/a/b')).toEqual({ page: 'spa' });
  });
});
