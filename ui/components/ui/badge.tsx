import type { ReactNode } from 'react';
import type { Role } from '../../types/api';
import { roleLabels } from '../../types/api';
import { cn } from '../../utils/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  yellow: 'bg-yellow-50 text-yellow-900 ring-yellow-300',
  red: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export const Badge = ({
  tone = 'neutral',
  className,
  children,
  ...data
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) => (
  <span
    className={cn(
      'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
      tones[tone],
      className,
    )}
    {...data}
  >
    {children}
  </span>
);

export const RoleBadge = ({ role }: { role: Role }) => (
  <Badge tone={role === 'brand' ? 'amber' : 'violet'} data-testid="role-badge">
    {roleLabels[role]}
  </Badge>
);
