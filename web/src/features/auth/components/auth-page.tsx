import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { preloadAuthOnInteraction } from '../../../lib/amplify';

type AuthPageProps = {
  title: string;
  subtitle: string;
  /** Under the card, the way to the other form: "Don't have an account? Sign up". */
  switchTo: { question: string; href: string; label: string };
  children: ReactNode;
};

/**
 * The login or sign-up page: the form in the auth card. The auth library starts loading when the form
 * is first touched, not on arrival: the page's first view stays without it.
 */
export const AuthPage = ({ title, subtitle, switchTo, children }: AuthPageProps) => {
  return (
    <AuthLayout
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {switchTo.question}{' '}
          <Link
            to={switchTo.href}
            className="font-semibold text-violet-700 underline-offset-2 hover:underline"
          >
            {switchTo.label}
          </Link>
        </>
      }
    >
      {/* `contents`: a wrapper for the events only, no box of its own in the card's layout. */}
      <div className="contents" {...preloadAuthOnInteraction}>
        {children}
      </div>
    </AuthLayout>
  );
};
