import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { ImageIcon } from './workspace-icons';

/** A product's picture in a 3:2 (or 2:1) frame, or a neutral placeholder when it has none. Decorative. */
export const ProductImage = ({
  src,
  className,
  wide = false,
  eager = false,
  children,
}: {
  src: string | null;
  className?: string;
  /** 2:1 instead of 3:2, where the picture should not push the rest out of view (a dialog). */
  wide?: boolean;
  /** Badges laid over the picture. */
  children?: ReactNode;
  /** The page's main picture (its largest paint): fetched at once, not when scrolled to. */
  eager?: boolean;
}) => (
  <div className={cn('relative bg-slate-100', wide ? 'aspect-[2/1]' : 'aspect-[3/2]', className)}>
    {src ? (
      <img
        src={src}
        alt=""
        // The frame's proportions, so the browser knows the picture's shape before its CSS applies.
        width={600}
        height={wide ? 300 : 400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className="size-full object-cover"
      />
    ) : (
      <div className="grid size-full place-items-center text-slate-400">
        <ImageIcon className="size-10" />
      </div>
    )}
    {children}
  </div>
);
