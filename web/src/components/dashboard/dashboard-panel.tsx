import type { ReactNode } from 'react';
import { cn } from '../../../../ui/utils/cn';

/** A titled card of a dashboard (needs attention, a chart, top links); `headingId` labels the section. */
export const DashboardPanel = ({
  headingId,
  title,
  className,
  testId,
  children,
}: {
  headingId: string;
  title: string;
  /** Grid placement, e.g. "lg:col-span-2". */
  className?: string;
  testId?: string;
  children: ReactNode;
}) => (
  <section
    aria-labelledby={headingId}
    className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    data-testid={testId}
  >
    <h2 id={headingId} className="font-semibold text-slate-900">
      {title}
    </h2>
    {children}
  </section>
);

/** The row of panels under the figures: one column on phones, three on wide screens. */
export const DashboardPanels = ({ children }: { children: ReactNode }) => (
  <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">{children}</div>
);
