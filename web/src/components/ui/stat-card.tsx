import type { ReactNode } from 'react';

/** One figure of a dashboard, inside a `<dl>`: label (with an icon on wide screens), value, a note. */
export const StatCard = ({
  label,
  value,
  icon,
  note,
  'data-testid': testId,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  note: ReactNode;
  'data-testid'?: string;
}) => (
  <div
    className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    data-testid={testId}
  >
    <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
      {label}
      <span className="hidden text-violet-700 sm:inline">{icon}</span>
    </dt>
    <dd className="mt-2 text-xl font-bold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl">
      {value}
    </dd>
    <dd className="mt-1 text-xs text-slate-500">{note}</dd>
  </div>
);
