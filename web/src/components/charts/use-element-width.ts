import { type RefObject, useLayoutEffect, useState } from 'react';

/** The element's content width in CSS pixels, kept current with a ResizeObserver. */
export const useElementWidth = (ref: RefObject<HTMLElement | null>, initial = 600): number => {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};
