import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../ui/components/ui/button';

/** The dashboard's "finish setting up" call-out, shown until onboarding is complete. */
export const OnboardingBanner = ({
  title,
  href,
  testId,
  children,
}: {
  /** The bold opening sentence: "Finish setting up your brand." */
  title: string;
  href: string;
  testId?: string;
  /** What is left to do, after the title. */
  children: ReactNode;
}) => (
  <div
    className="mt-6 flex flex-col gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    data-testid={testId}
  >
    <p className="text-sm text-violet-950">
      <strong className="font-semibold">{title}</strong> {children}
    </p>
    <Link to={href} className={buttonStyles({ size: 'sm' })}>
      Continue onboarding
    </Link>
  </div>
);
