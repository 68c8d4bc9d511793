import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** A button or link: what to do about it. */
  action?: ReactNode;
  'data-testid'?: string;
};

/** "Nothing here (yet)": a title, a sentence on why, and what to do next. */
export const EmptyState = ({ icon, title, children, action, ...data }: EmptyStateProps) => (
  <div
    className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    {...data}
  >
    {icon && (
      <div className="mb-3 grid size-12 place-items-center rounded-full bg-violet-50 text-violet-700">
        {icon}
      </div>
    )}
    <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
    {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
    {action && <div className="mt-5">{action}</div>}
  </div>
);
