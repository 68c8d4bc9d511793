/**
 * A card's PNG: its content (card-data.ts) with its pictures fetched (card-pictures.ts), laid out
 * (card-layout.tsx) by satori to SVG, drawn by resvg at exactly 1200×630.
 */

import type { CardContent } from './card-data';
import { cardEngines } from './card-engine';
import { type CardView, cardLayout } from './card-layout';
import { CARD_HEIGHT, CARD_WIDTH } from './card-paths';
import { fetchPicture, PICTURE_MAX_SIDE } from './card-pictures';

type Engines = Awaited<ReturnType<typeof cardEngines>>;

/**
 * A picture's SVG drawn `width` wide. Not when that would make it taller than PICTURE_MAX_SIDE: an SVG
 * one unit wide and a thousand high, drawn 640 wide, would ask for 640,000 rows of pixels.
 */
export const rasterizer =
  ({ Resvg }: Engines) =>
  (svg: Buffer, width: number): Buffer => {
    // No fonts or external files for a picture's SVG: only what it draws itself.
    const drawing = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: { loadSystemFonts: false },
    });
    const height = (drawing.height / drawing.width) * width;
    if (!(height > 0 && height <= PICTURE_MAX_SIDE)) {
      throw new Error(`SVG of ${drawing.width}×${drawing.height}: too tall to draw ${width} wide`);
    }
    return drawing.render().asPng();
  };

const viewOf = async (content: CardContent, origin: string, engines: Engines): Promise<CardView> => {
  const rasterize = rasterizer(engines);
  switch (content.kind) {
    case 'site':
      return content;
    case 'storefront': {
      const [avatar, ...pictures] = await Promise.all(
        [content.avatarUrl, ...content.pictureUrls].map((url) => fetchPicture(url, origin, rasterize)),
      );
      return {
        kind: 'storefront',
        name: content.name,
        username: content.username,
        avatar: avatar ?? null,
        themeColor: content.themeColor,
        backgroundColor: content.backgroundColor,
        productCount: content.productCount,
        pictures: pictures.filter((picture): picture is string => picture !== null),
      };
    }
    case 'collection': {
      const [avatar, ...pictures] = await Promise.all(
        [content.avatarUrl, ...content.pictureUrls].map((url) => fetchPicture(url, origin, rasterize)),
      );
      return {
        kind: 'collection',
        title: content.title,
        name: content.name,
        username: content.username,
        avatar: avatar ?? null,
        themeColor: content.themeColor,
        backgroundColor: content.backgroundColor,
        productCount: content.productCount,
        pictures: pictures.filter((picture): picture is string => picture !== null),
      };
    }
    case 'product':
      return {
        kind: 'product',
        name: content.name,
        brand: content.brand,
        price: content.price,
        picture: await fetchPicture(content.pictureUrl, origin, rasterize),
      };
  }
};

export const renderCardPng = async (content: CardContent, origin: string): Promise<Buffer> => {
  const engines = await cardEngines();
  const view = await viewOf(content, origin, engines);
  const svg = await engines.satori(cardLayout(view), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: engines.fonts,
  });
  return new engines.Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
};
