import { options } from 'preact';

/**
 * React 19 moves a component's <title> into <head>, so a page sets the tab's title by rendering one
 * (AuthLayout, PageHeader, ...). Preact, which runs the SPA (web/vite.config.ts), leaves it where it
 * is rendered (hidden: the browser never displays a <title>), and document.title keeps index.html's.
 * This gives the same result: after any <title> is rendered or removed, the document's title is the
 * last one on the page (the innermost page's), or index.html's when none is left.
 */
export const syncDocumentTitle = (root: HTMLElement): void => {
  const fallback = document.title;
  let scheduled = false;
  const sync = () => {
    scheduled = false;
    const titles = root.getElementsByTagName('title');
    const last = titles[titles.length - 1];
    const title = last ? (last.textContent ?? '') : fallback;
    if (document.title !== title) document.title = title;
  };
  // After the render in progress has finished: a page's <title> leaves and the next one's arrives in one go.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(sync);
  };
  const { diffed, unmount } = options;
  options.diffed = (vnode) => {
    if (vnode.type === 'title') schedule();
    diffed?.(vnode);
  };
  options.unmount = (vnode) => {
    if (vnode.type === 'title') schedule();
    unmount?.(vnode);
  };
};
