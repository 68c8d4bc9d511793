import type { ComponentProps } from 'react';
import type { IslandName, islands } from '../../../ui/public/islands';
import { enhanceStorefrontSocial } from './storefront-social';

type Enhancer<N extends IslandName> = (root: HTMLElement, props: ComponentProps<(typeof islands)[N]>) => void;

/** Each island's behaviour in the browser, by the name the server gave it (ui/public/islands.ts). */
export const enhancers: { [N in IslandName]: Enhancer<N> } = {
  'storefront-social': enhanceStorefrontSocial,
};
