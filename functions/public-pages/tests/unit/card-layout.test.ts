/**
 * Issue 34: a share card's layout from its data: what a creator typed is a string drawn as it is (no
 * markup), long names are cut at a word with an ellipsis, and a card without pictures is still whole.
 */
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CARD_TEXT_LIMITS, type CardView, cardLayout, cutText, initialOf } from '../../card/card-layout';
import {
  cardRouteOf,
  collectionCardPath,
  collectionCardsPath,
  productCardPath,
  storefrontCardPath,
} from '../../card/card-paths';

/** Every text and every <img> src of the tree satori would lay out. */
const walk = (node: ReactNode, found = { texts: [] as string[], images: [] as string[], root: node }) => {
  if (typeof node === 'string' || typeof node === 'number') found.texts.push(String(node));
  else if (Array.isArray(node)) for (const child of node) walk(child, found);
  else if (node && typeof node === 'object' && 'props' in node) {
    const element = node as ReactElement<{ children?: ReactNode; src?: string }>;
    if (element.type === 'img' && element.props.src) found.images.push(element.props.src);
    walk(element.props.children, found);
  }
  return found;
};

const storefront = (overrides: Partial<Extract<CardView, { kind: 'storefront' }>> = {}): CardView => ({
  kind: 'storefront',
  name: 'Ava Picks',
  username: 'ava',
  avatar: 'data:image/png;base64,AAAA',
  themeColor: '#112233',
  backgroundColor: '#fafafa',
  productCount: 4,
  pictures: ['data:image/png;base64,P1', 'data:image/png;base64,P2', 'data:image/png;base64,P3'],
  ...overrides,
});

describe('a share card’s layout', () => {
  it('draws what a creator typed as text, never as markup', () => {
    const name = `Ava's <b>Picks</b> & "more" <img src=x onerror=alert(1)>`;
    const { texts, images } = walk(cardLayout(storefront({ name, username: 'ava' })));
    expect(texts).toContain(cutText(name, CARD_TEXT_LIMITS.storefrontName));
    expect(texts.join(' ')).toContain('<b>Picks</b>');
    expect(texts).toContain('@ava');
    // Only the pictures given are drawn: the typed <img> is not one.
    expect(images).toEqual([
      'data:image/png;base64,AAAA',
      'data:image/png;base64,P1',
      'data:image/png;base64,P2',
      'data:image/png;base64,P3',
    ]);
  });

  it('cuts long names at a word with an ellipsis, and leaves short ones whole', () => {
    const long = 'The Extremely Long Storefront Name That Goes On And On Forever And Ever';
    const cut = cutText(long, CARD_TEXT_LIMITS.storefrontName);
    expect(cut).toBe('The Extremely Long Storefront Name That…');
    expect([...cut].length).toBeLessThanOrEqual(CARD_TEXT_LIMITS.storefrontName);
    expect(cutText('  Short   name ', 44)).toBe('Short name');
    // One long word is cut inside it; an emoji (one grapheme, several code units) is never split.
    expect(cutText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cutText('👩🏽‍🚀👩🏽‍🚀👩🏽‍🚀', 2)).toBe('👩🏽‍🚀…');
    const { texts } = walk(
      cardLayout({ kind: 'product', name: long.repeat(3), brand: 'B', price: '$1.00', picture: null }),
    );
    expect(texts.some((text) => text.endsWith('…') && [...text].length <= CARD_TEXT_LIMITS.productName)).toBe(
      true,
    );
  });

  it('is whole without pictures: the initial stands in for the avatar and the products', () => {
    const { texts, images } = walk(
      cardLayout(storefront({ avatar: null, pictures: [], name: 'mia', productCount: 0 })),
    );
    expect(images).toEqual([]);
    expect(texts.filter((text) => text === 'M')).toHaveLength(2);
    expect(texts).toContain('Storefront');
    const product = walk(
      cardLayout({ kind: 'product', name: 'tent', brand: 'Camp', price: '$249.00', picture: null }),
    );
    expect(product.images).toEqual([]);
    expect(product.texts).toEqual(expect.arrayContaining(['T', 'tent', 'Camp', '$249.00']));
    expect(initialOf('  ')).toBe('?');
  });

  it('draws one, two or three product pictures', () => {
    for (const count of [1, 2, 3]) {
      const pictures = ['a', 'b', 'c'].slice(0, count).map((p) => `data:image/png;base64,${p}`);
      expect(walk(cardLayout(storefront({ avatar: null, pictures }))).images).toEqual(pictures);
    }
  });

  it('a collection: its title as text, whose it is, and up to four pictures (its cover first)', () => {
    const collection = (pictures: string[], avatar: string | null = null): CardView => ({
      kind: 'collection',
      title: 'Camping <kit> & more',
      name: 'Ava Picks',
      username: 'ava',
      avatar,
      themeColor: '#0f766e',
      backgroundColor: '#ffffff',
      productCount: 5,
      pictures,
    });
    for (const count of [1, 2, 3, 4]) {
      const pictures = ['c', 'p1', 'p2', 'p3'].slice(0, count).map((p) => `data:image/png;base64,${p}`);
      const { texts, images } = walk(cardLayout(collection(pictures)));
      expect(images).toEqual(pictures);
      expect(texts).toEqual(
        expect.arrayContaining(['Camping <kit> & more', '@ava', 'A collection · 5 picks']),
      );
    }
    // Without pictures or avatar: the storefront's initial and the title's.
    const bare = walk(cardLayout(collection([])));
    expect(bare.images).toEqual([]);
    expect(bare.texts).toEqual(expect.arrayContaining(['A', 'C']));
    expect(walk(cardLayout(collection([], 'data:image/png;base64,AV'))).images).toEqual([
      'data:image/png;base64,AV',
    ]);
  });

  it('is 1200×630, whatever colours a storefront saved', () => {
    const root = cardLayout(storefront({ themeColor: 'red;}', backgroundColor: 'url(x)' })) as ReactElement<{
      style: Record<string, unknown>;
    }>;
    expect(root.props.style).toMatchObject({ width: 1200, height: 630 });
    // Not a #rrggbb colour: the defaults, never the saved text.
    expect(JSON.stringify(root)).not.toContain('url(x)');
    expect(JSON.stringify(root)).not.toContain('red;}');
  });
});

describe('a card’s address', () => {
  it('names a storefront by its username, a collection by its username and address, a product by its id, and nothing else', () => {
    expect(cardRouteOf(storefrontCardPath('Ava_Picks'))).toEqual({
      kind: 'storefront',
      username: 'ava_picks',
    });
    expect(cardRouteOf(productCardPath('a b/c'))).toEqual({ kind: 'product', productId: 'a b/c' });
    expect(cardRouteOf('/og/site.png')).toEqual({ kind: 'site' });
    expect(cardRouteOf(collectionCardPath('Ava_Picks', 'camping-kit'))).toEqual({
      kind: 'collection',
      username: 'ava_picks',
      slug: 'camping-kit',
    });
    // The wildcard an invalidation names covers each of the storefront's collection cards.
    expect(collectionCardPath('ava', 'camping-kit').startsWith(collectionCardsPath('Ava').slice(0, -1))).toBe(
      true,
    );
    for (const path of [
      '/og/storefront/Ava.png',
      '/og/storefront/ava',
      '/og/x/ava.png',
      '/og/product/%E0%A4%A.png',
      '/og/collection/Ava/camping-kit.png',
      '/og/collection/ava/Camping-Kit.png',
      '/og/collection/ava/camping--kit.png',
      '/og/collection/ava.png',
    ]) {
      expect(cardRouteOf(path), path).toBeUndefined();
    }
  });
});
