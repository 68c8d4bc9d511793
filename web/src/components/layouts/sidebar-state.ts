import { sidebarCookie } from '../../../../ui/config/navigation-frame';

/** Expanded unless the cookie says otherwise (a first visit starts expanded). */
export const readSidebarExpanded = (): boolean => {
  const prefix = `${sidebarCookie.name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry?.slice(prefix.length) !== 'false';
};

export const writeSidebarExpanded = (expanded: boolean): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: one short-lived preference; the Cookie Store API is not in every browser we support.
  document.cookie = `${sidebarCookie.name}=${expanded}; path=/; max-age=${sidebarCookie.maxAgeSeconds}; samesite=lax`;
};
