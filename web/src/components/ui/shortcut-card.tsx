import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../../../ui/utils/cn';

/**
 * A dashboard shortcut, inside a `<ul>`; without `href` (its screen is not built yet) it is a muted
 * "Coming soon" card, not a link.
 */
export const ShortcutCard = ({
  title,
  text,
  href,
  icon,
}: {
  title: string;
  text: string;
  href: string | undefined;
  icon: ReactNode;
}) => {
  const body = (
    <>
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          href ? 'bg-violet-50 text-violet-700' : 'bg-slate-100 text-slate-400',
        )}
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{href ? text : 'Coming soon'}</span>
      </span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link
          to={href}
          className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-violet-300 hover:bg-violet-50/40"
        >
          {body}
        </Link>
      ) : (
        <div className="flex h-full items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4">
          {body}
        </div>
      )}
    </li>
  );
};
