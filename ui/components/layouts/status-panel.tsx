import type { ReactNode } from 'react';
import { pageTitle } from '../../config/app';

type StatusPanelProps = {
  title: ReactNode;
  /** The browser tab's title (defaults to the heading when that is text). */
  documentTitle?: string;
  /** Small line above the title: "404", "Coming soon". */
  eyebrow?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
};

/** A centred message in the content area: guards, the 404, screens that are not built yet. */
export const StatusPanel = ({ title, documentTitle, eyebrow, children, ...data }: StatusPanelProps) => (
  <div className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24" {...data}>
    <title>{pageTitle(documentTitle ?? (typeof title === 'string' ? title : undefined))}</title>
    {eyebrow && <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">{eyebrow}</p>}
    <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900">{title}</h1>
    {children}
  </div>
);
