import { readableOn } from './readable-on';

/**
 * A storefront's colours as a stylesheet of its own, not as `style` attributes: the site's CSP allows
 * styles from this origin only ('self', no 'unsafe-inline'), and the server-rendered page's HTML would
 * otherwise carry its colours in attributes the browser refuses. The stylesheet's address names the
 * colours, so its content follows from the address alone: it never changes and is cached for good
 * (the render function answers it: functions/public-pages/pages/storefront-theme.ts).
 */
export const themeClasses = { page: 'storefront-page', accent: 'storefront-accent' } as const;

const hex = /^#([0-9a-f]{6})$/i;

export const themeHref = (backgroundColor: string, themeColor: string): string | null => {
  const background = hex.exec(backgroundColor)?.[1];
  const theme = hex.exec(themeColor)?.[1];
  return background && theme ? `/_theme/${background.toLowerCase()}-${theme.toLowerCase()}` : null;
};

/** The stylesheet of `/_theme/{background}-{theme}` (six hex digits each), or null for any other name. */
export const themeCss = (name: string): string | null => {
  const match = /^([0-9a-f]{6})-([0-9a-f]{6})$/.exec(name);
  if (!match) return null;
  const background = `#${match[1]}`;
  const theme = `#${match[2]}`;
  return (
    `.${themeClasses.page}{background-color:${background};color:${readableOn(background)}}` +
    `.${themeClasses.accent}{background-color:${theme};color:${readableOn(theme)}}`
  );
};
