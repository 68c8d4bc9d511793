import type { ReactNode, Ref } from 'react';
import { cn } from '../../../../ui/utils/cn';

type SectionCardProps = {
  /** A fragment links point at (`#notifications`); pair it with `scroll-mt-*` for the sticky header. */
  id?: string;
  ref?: Ref<HTMLElement>;
  /** The heading's id: the section is named by it (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** Only for screen readers, where the content says it visually (a preview). */
  hideTitle?: boolean;
  /** Beside the title, at the right: a status badge. */
  aside?: ReactNode;
  /** The line under the title. */
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
};

/** A titled card of a workspace screen (settings forms, previews): a `<section>` named by its `<h2>`. */
export const SectionCard = ({
  titleId,
  title,
  hideTitle = false,
  aside,
  description,
  className,
  children,
  ...data
}: SectionCardProps) => {
  const heading = (
    <h2 id={titleId} className={hideTitle ? 'sr-only' : 'font-semibold text-slate-900'}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
      {...data}
    >
      {aside ? (
        <div className="flex items-center justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {children}
    </section>
  );
};
