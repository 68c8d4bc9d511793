/**
 * A share card's design, 1200×630, as the element tree satori lays out. Pure: the data in (pictures
 * already fetched as data URIs, or absent), the tree out; card-render.ts draws it. Text a creator or a
 * brand typed is only ever a string child: satori draws it glyph by glyph, so nothing in it is markup.
 * Satori wants `display: flex` on every element with more than one child, and cuts nothing by itself
 * reliably, so long texts are cut here (at a word, with an ellipsis) to what their lines hold.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { readableOn } from '../../../ui/storefront/readable-on';
import { CARD_HEIGHT, CARD_WIDTH } from './card-paths';

export type CardView =
  | { kind: 'site' }
  | {
      kind: 'storefront';
      name: string;
      username: string;
      /** Data URIs (card-pictures.ts); null / empty when there is none or it could not be fetched. */
      avatar: string | null;
      themeColor: string;
      backgroundColor: string;
      productCount: number;
      pictures: string[];
    }
  | {
      kind: 'collection';
      title: string;
      /** The storefront's name: its initial stands in for a missing avatar. */
      name: string;
      username: string;
      avatar: string | null;
      themeColor: string;
      backgroundColor: string;
      productCount: number;
      /** The cover first, then product pictures: at most four drawn. */
      pictures: string[];
    }
  | { kind: 'product'; name: string; brand: string; price: string; picture: string | null };

export const SITE_NAME = 'Affiliate Marketplace';
const BRAND_VIOLET = '#6d28d9';
const INK = '#0f172a';

/** Limits in characters (graphemes) that the lines hold at their sizes below. */
export const CARD_TEXT_LIMITS = {
  storefrontName: 44,
  collectionTitle: 56,
  username: 28,
  productName: 80,
  brand: 36,
} as const;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Whitespace collapsed, then at most `max` graphemes: cut at a word when one ends late enough, and '…'. */
export const cutText = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  const graphemes = [...segmenter.segment(flat)].map((part) => part.segment);
  if (graphemes.length <= max) return flat;
  const cut = graphemes.slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > cut.length * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
};

const hexColour = /^#[0-9a-f]{6}$/i;
const colourOr = (value: string, fallback: string) => (hexColour.test(value) ? value : fallback);

/** The first letter of a name, for an avatar that has no picture ('?' when there is none). */
export const initialOf = (name: string): string =>
  ([...segmenter.segment(name.trim())][0]?.segment ?? '?').toLocaleUpperCase('en');

const box = (style: CSSProperties, ...children: ReactNode[]): ReactElement => (
  <div style={{ display: 'flex', ...style }}>{children}</div>
);

const picture = (src: string, width: number, height: number, key?: string): ReactElement => (
  <div
    key={key}
    style={{
      display: 'flex',
      width,
      height,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: '#ffffff',
      borderRadius: 28,
      border: '2px solid rgba(15, 23, 42, 0.08)',
      overflow: 'hidden',
    }}
  >
    <img src={src} alt="" width={width - 36} height={height - 36} style={{ objectFit: 'contain' }} />
  </div>
);

/** The site's mark (the favicon's M) and name, bottom left of every card. */
const siteMark = (colour: string): ReactElement =>
  box(
    { alignItems: 'center', gap: 16 },
    box(
      {
        width: 48,
        height: 48,
        borderRadius: 12,
        backgroundColor: BRAND_VIOLET,
        alignItems: 'center',
        justifyContent: 'center',
      },
      <svg width="30" height="30" viewBox="0 0 32 32" key="m">
        <title>{SITE_NAME}</title>
        <path
          d="M5 26V6l11 11L27 6v20"
          stroke="#ffffff"
          strokeWidth="4.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>,
    ),
    <span key="name" style={{ fontSize: 26, fontWeight: 700, color: colour }}>
      {SITE_NAME}
    </span>,
  );

/** The card's inner area: satori sizes boxes without their padding, so the frame centres a fixed one. */
const INNER_WIDTH = 1072;
const INNER_HEIGHT = 494;
const ACCENT_BAR = 12;

/** 1200×630: a bar of the accent colour along the top, and the content centred below it. */
const frame = (style: CSSProperties, accent: string, content: ReactElement): ReactElement =>
  box(
    { width: CARD_WIDTH, height: CARD_HEIGHT, flexDirection: 'column', fontFamily: 'Inter', ...style },
    box({ width: CARD_WIDTH, height: ACCENT_BAR, backgroundColor: accent }),
    box(
      { width: CARD_WIDTH, height: CARD_HEIGHT - ACCENT_BAR, alignItems: 'center', justifyContent: 'center' },
      content,
    ),
  );

/** Up to four pictures: two by two, one tall and two stacked, two side by side, or one alone. */
const pictureGrid = (pictures: string[]): ReactElement => {
  const [first, second, third, fourth] = pictures;
  if (first && second && third && fourth) {
    const tile = (INNER_HEIGHT - 18) / 2;
    return box(
      { flexDirection: 'column', gap: 18 },
      box({ gap: 18 }, picture(first, 260, tile, 'a'), picture(second, 260, tile, 'b')),
      box({ gap: 18 }, picture(third, 260, tile, 'c'), picture(fourth, 260, tile, 'd')),
    );
  }
  if (first && second && third) {
    return box(
      { gap: 18 },
      picture(first, 300, INNER_HEIGHT, 'a'),
      box(
        { flexDirection: 'column', gap: 18 },
        picture(second, 220, (INNER_HEIGHT - 18) / 2, 'b'),
        picture(third, 220, (INNER_HEIGHT - 18) / 2, 'c'),
      ),
    );
  }
  if (first && second)
    return box({ gap: 18 }, picture(first, 260, INNER_HEIGHT, 'a'), picture(second, 260, INNER_HEIGHT, 'b'));
  return picture(first as string, 538, INNER_HEIGHT, 'a');
};

/** The creator's avatar in a ring of their colour, or their initial on it. */
const avatarCircle = (avatar: string | null, name: string, theme: string, size: number): ReactElement =>
  avatar ? (
    <img
      key="avatar"
      src={avatar}
      alt=""
      width={size}
      height={size}
      style={{ borderRadius: 9999, objectFit: 'cover', border: `${Math.round(size / 21)}px solid ${theme}` }}
    />
  ) : (
    box(
      {
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: theme,
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size / 2,
        fontWeight: 800,
        color: readableOn(theme),
      },
      initialOf(name),
    )
  );

/** `@username` on a pill of the storefront's colour. */
const handlePill = (username: string, theme: string): ReactElement => (
  <span
    key="username"
    style={{
      display: 'flex',
      fontSize: 28,
      fontWeight: 700,
      color: readableOn(theme),
      backgroundColor: theme,
      borderRadius: 999,
      padding: '8px 22px',
    }}
  >
    {`@${cutText(username, CARD_TEXT_LIMITS.username)}`}
  </span>
);

const picksOf = (count: number) => (count === 1 ? '1 pick' : `${count} picks`);

/** Where pictures would be, when there are none: the name's initial on the storefront's colour. */
const initialPanel = (name: string, theme: string): ReactElement =>
  box(
    {
      width: 538,
      height: INNER_HEIGHT,
      borderRadius: 28,
      backgroundColor: theme,
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: 260,
      fontWeight: 800,
      color: readableOn(theme),
    },
    initialOf(name),
  );

/** The storefront's colours, and the text colours readable on its background. */
const storefrontColours = (view: { backgroundColor: string; themeColor: string }) => {
  const background = colourOr(view.backgroundColor, '#ffffff');
  const ink = readableOn(background);
  return {
    background,
    theme: colourOr(view.themeColor, BRAND_VIOLET),
    ink,
    muted: ink === '#ffffff' ? 'rgba(255, 255, 255, 0.72)' : '#475569',
  };
};

const storefrontCard = (view: Extract<CardView, { kind: 'storefront' }>): ReactElement => {
  const { background, theme, ink, muted } = storefrontColours(view);
  const name = cutText(view.name, CARD_TEXT_LIMITS.storefrontName);
  const avatar = avatarCircle(view.avatar, view.name, theme, 128);
  const picks = picksOf(view.productCount);
  const right = view.pictures.length > 0 ? pictureGrid(view.pictures) : initialPanel(view.name, theme);
  return frame(
    { backgroundColor: background, color: ink },
    theme,
    box(
      { width: INNER_WIDTH, height: INNER_HEIGHT, alignItems: 'center', justifyContent: 'space-between' },
      box(
        { flexDirection: 'column', justifyContent: 'space-between', width: 480, height: INNER_HEIGHT },
        box(
          { flexDirection: 'column', gap: 22 },
          avatar,
          <div
            key="name"
            style={{
              display: 'flex',
              fontSize: name.length > 24 ? 52 : 64,
              fontWeight: 800,
              lineHeight: 1.1,
            }}
          >
            {name}
          </div>,
          box(
            { alignItems: 'center', gap: 16 },
            handlePill(view.username, theme),
            <span key="picks" style={{ fontSize: 28, color: muted }}>
              {view.productCount > 0 ? picks : 'Storefront'}
            </span>,
          ),
        ),
        siteMark(ink),
      ),
      right,
    ),
  );
};

/**
 * A collection: whose it is (avatar and handle) above its title, how many picks, and its cover and first
 * products' pictures; the storefront's colours, as its page wears them.
 */
const collectionCard = (view: Extract<CardView, { kind: 'collection' }>): ReactElement => {
  const { background, theme, ink, muted } = storefrontColours(view);
  const title = cutText(view.title, CARD_TEXT_LIMITS.collectionTitle);
  return frame(
    { backgroundColor: background, color: ink },
    theme,
    box(
      { width: INNER_WIDTH, height: INNER_HEIGHT, alignItems: 'center', justifyContent: 'space-between' },
      box(
        { flexDirection: 'column', justifyContent: 'space-between', width: 480, height: INNER_HEIGHT },
        box(
          { flexDirection: 'column', gap: 26 },
          box(
            { alignItems: 'center', gap: 18 },
            avatarCircle(view.avatar, view.name, theme, 84),
            handlePill(view.username, theme),
          ),
          <div
            key="title"
            style={{
              display: 'flex',
              fontSize: title.length > 24 ? 52 : 64,
              fontWeight: 800,
              lineHeight: 1.1,
            }}
          >
            {title}
          </div>,
          <span key="picks" style={{ fontSize: 28, color: muted }}>
            {`A collection · ${picksOf(view.productCount)}`}
          </span>,
        ),
        siteMark(ink),
      ),
      view.pictures.length > 0 ? pictureGrid(view.pictures) : initialPanel(view.title, theme),
    ),
  );
};

const productCard = (view: Extract<CardView, { kind: 'product' }>): ReactElement => {
  const name = cutText(view.name, CARD_TEXT_LIMITS.productName);
  const left = view.picture
    ? picture(view.picture, INNER_HEIGHT, INNER_HEIGHT, 'picture')
    : box(
        {
          width: INNER_HEIGHT,
          height: INNER_HEIGHT,
          borderRadius: 28,
          backgroundColor: '#ede9fe',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 220,
          fontWeight: 800,
          color: BRAND_VIOLET,
        },
        initialOf(view.name),
      );
  return frame(
    { backgroundColor: '#f8fafc', color: INK },
    BRAND_VIOLET,
    box(
      { width: INNER_WIDTH, height: INNER_HEIGHT, alignItems: 'center', gap: 64 },
      left,
      box(
        {
          flexDirection: 'column',
          justifyContent: 'space-between',
          height: INNER_HEIGHT,
          width: INNER_WIDTH - INNER_HEIGHT - 64,
        },
        box(
          { flexDirection: 'column', gap: 20 },
          <span
            key="brand"
            style={{
              fontSize: 26,
              fontWeight: 700,
              color: BRAND_VIOLET,
              letterSpacing: 2,
              textTransform: 'uppercase',
            }}
          >
            {cutText(view.brand, CARD_TEXT_LIMITS.brand)}
          </span>,
          <div
            key="name"
            style={{
              display: 'flex',
              fontSize: name.length > 40 ? 46 : 58,
              fontWeight: 800,
              lineHeight: 1.12,
            }}
          >
            {name}
          </div>,
          <span key="price" style={{ fontSize: 48, fontWeight: 800, color: '#334155' }}>
            {view.price}
          </span>,
        ),
        siteMark(INK),
      ),
    ),
  );
};

const siteCard = (): ReactElement =>
  box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundImage: 'linear-gradient(135deg, #7c3aed 0%, #5b21b6 55%, #3b0764 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
    },
    box(
      { width: 1024, height: 454, flexDirection: 'column', justifyContent: 'space-between' },
      box(
        { alignItems: 'center', gap: 24 },
        box(
          {
            width: 88,
            height: 88,
            borderRadius: 22,
            backgroundColor: '#ffffff',
            alignItems: 'center',
            justifyContent: 'center',
          },
          <svg width="56" height="56" viewBox="0 0 32 32" key="m">
            <title>{SITE_NAME}</title>
            <path
              d="M5 26V6l11 11L27 6v20"
              stroke={BRAND_VIOLET}
              strokeWidth="4.5"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>,
        ),
        <span key="name" style={{ fontSize: 44, fontWeight: 800 }}>
          {SITE_NAME}
        </span>,
      ),
      box(
        { flexDirection: 'column', gap: 28 },
        <div
          key="title"
          style={{ display: 'flex', fontSize: 64, fontWeight: 800, lineHeight: 1.1, maxWidth: 1000 }}
        >
          Creators share the products they love. Brands pay for every sale.
        </div>,
        <div key="tagline" style={{ display: 'flex', fontSize: 32, color: 'rgba(255, 255, 255, 0.82)' }}>
          Tracked links, storefronts and payouts in one place.
        </div>,
      ),
    ),
  );

export const cardLayout = (view: CardView): ReactElement => {
  switch (view.kind) {
    case 'site':
      return siteCard();
    case 'storefront':
      return storefrontCard(view);
    case 'collection':
      return collectionCard(view);
    case 'product':
      return productCard(view);
  }
};
