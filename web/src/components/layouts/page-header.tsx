import type { ReactNode } from 'react';
import { pageTitle } from '../../../../ui/config/app';

type PageHeaderProps = {
  title: string;
  /** The browser tab's title when it should differ from the heading. */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons at the right on wide screens, under the text on phones. */
  actions?: ReactNode;
};

/**
 * A workspace screen's heading. It renders before the screen's data has loaded, so the page has its
 * h1 (and tab title) from the first frame.
 */
export const PageHeader = ({ title, documentTitle, description, actions }: PageHeaderProps) => (
  <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
    <title>{pageTitle(documentTitle ?? title)}</title>
    <div className="min-w-0">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-1 text-slate-600">{description}</p>}
    </div>
    {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
  </div>
);

/** The content column of a workspace screen. */
export const PageContainer = ({ children, ...data }: { children: ReactNode; 'data-testid'?: string }) => (
  <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8" {...data}>
    {children}
  </div>
);
