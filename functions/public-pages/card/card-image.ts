import type { PageImage } from '../metadata';
import { absolute, type SiteOrigin } from '../page';
import { CARD_HEIGHT, CARD_WIDTH } from './card-paths';

/**
 * A page's og:image / twitter:image: its share card (a 1200×630 PNG, which every unfurler renders, where
 * the pictures' own SVGs are not), with the size and type the big unfurlers read before downloading it.
 */
export const cardImage = (origin: SiteOrigin, cardPath: string, alt: string): PageImage => ({
  url: absolute(origin, cardPath),
  alt,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  type: 'image/png',
});
