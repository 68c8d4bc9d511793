import type { ReactNode } from 'react';
import { pageTitle } from '../../../../ui/config/app';

type AuthLayoutProps = {
  title: string;
  /** The heading, when it needs markup (words kept together); `title` stays the tab's title. */
  heading?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: "Already have an account? Log in". */
  footer?: ReactNode;
};

/** The centred card the sign-up and login pages share. */
export const AuthLayout = ({ title, heading, subtitle, children, footer }: AuthLayoutProps) => (
  <div className="flex justify-center px-4 py-10 sm:py-16">
    <title>{pageTitle(title)}</title>
    <div className="w-full max-w-md">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading ?? title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      {footer && <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>}
    </div>
  </div>
);
