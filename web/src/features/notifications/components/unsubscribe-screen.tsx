import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { Spinner } from '../../../../../ui/components/ui/spinner';
import { notificationPreferencesHref, paths } from '../../../../../ui/config/paths';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSession } from '../../../lib/auth';
import { useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe';

/** "e-mails" never split at its hyphen across two lines ("e-" / "mails"). */
const Emails = () => <span className="whitespace-nowrap">e-mails</span>;

/** Signed in, the preferences themselves; signed out, the login page first. */
const ManagePreferencesLink = () => {
  const session = useSession();
  return session.status === 'signed-in' ? (
    <Link
      to={notificationPreferencesHref(session.me.role)}
      className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
    >
      Manage e-mail preferences
    </Link>
  ) : (
    <Link
      to={paths.auth.login.getHref()}
      className={buttonStyles({ variant: 'secondary', className: 'w-full' })}
    >
      Sign in to manage preferences
    </Link>
  );
};

/** Why a link is refused: the server's own words for a forged or altered one (404). */
const refusal = (error: unknown): string =>
  error instanceof ApiError && error.status === 404
    ? error.message
    : error instanceof ApiError && error.status === 400
      ? 'This unsubscribe link is incomplete. Open it again from the e-mail, or sign in to change your e-mail preferences.'
      : apiErrorMessage(error, 'Could not check this unsubscribe link. Try again in a moment.');

/**
 * `/unsubscribe?token=…`, the page an e-mail's unsubscribe link opens, signed out. It only reads what
 * the link would turn off and asks; the button does it. Mail scanners fetch links in e-mails to check
 * them, so a page that unsubscribed on load would unsubscribe people who never clicked.
 */
export const UnsubscribeScreen = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);
  const done = unsubscribe.isSuccess || target.data?.unsubscribed === true;
  const confirmation = useRef<HTMLHeadingElement>(null);

  // The button is gone once it worked: focus goes to the confirmation, which is read out.
  useEffect(() => {
    if (unsubscribe.isSuccess) confirmation.current?.focus();
  }, [unsubscribe.isSuccess]);

  if (!token)
    return (
      <AuthLayout title="This unsubscribe link is incomplete">
        <div data-testid="unsubscribe-invalid" className="space-y-5 text-sm text-slate-700">
          <p>
            The link has no token. Open it again from the e-mail, or sign in to change your e-mail
            preferences.
          </p>
          <ManagePreferencesLink />
        </div>
      </AuthLayout>
    );

  if (target.isPending)
    return (
      <AuthLayout title="Unsubscribe">
        <div className="flex justify-center py-6 text-violet-700">
          <Spinner label="Checking the unsubscribe link" />
        </div>
      </AuthLayout>
    );

  if (target.isError)
    return (
      <AuthLayout title="This unsubscribe link doesn't work">
        <div data-testid="unsubscribe-invalid" className="space-y-5 text-sm text-slate-700">
          <p role="alert">{refusal(target.error)}</p>
          {!(target.error instanceof ApiError && target.error.status < 500) && (
            <Button variant="secondary" className="w-full" onClick={() => void target.refetch()}>
              Try again
            </Button>
          )}
          <ManagePreferencesLink />
        </div>
      </AuthLayout>
    );

  const { email, label } = target.data;

  if (done)
    return (
      <div data-testid="unsubscribe-done">
        <AuthLayout title="You're unsubscribed">
          <div className="space-y-5 text-sm text-slate-700">
            <h2 ref={confirmation} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
              <span className="wrap-anywhere">{email}</span> won't get {label} <Emails /> any more.
            </h2>
            <p>
              You'll still see these in the app's notifications, and <Emails /> about payments and your
              account still arrive. You can turn {label} <Emails /> back on in your{' '}
              <span className="whitespace-nowrap">e-mail</span> preferences.
            </p>
            <ManagePreferencesLink />
          </div>
        </AuthLayout>
      </div>
    );

  return (
    <div data-testid="unsubscribe-confirm">
      <AuthLayout
        title={`Unsubscribe ${email} from ${label} e-mails?`}
        heading={
          <>
            Unsubscribe <span className="wrap-anywhere">{email}</span> from {label} <Emails />?
          </>
        }
      >
        <div className="space-y-5 text-sm text-slate-700">
          <p>
            You'll stop getting {label} <Emails />. They still show in the app's notifications, and <Emails />{' '}
            about payments and your account still arrive.
          </p>
          {unsubscribe.isError && (
            <p role="alert" className="font-medium text-red-700">
              {refusal(unsubscribe.error)}
            </p>
          )}
          <Button
            className="w-full"
            onClick={() => unsubscribe.mutate()}
            isLoading={unsubscribe.isPending}
            data-testid="unsubscribe-button"
          >
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </div>
      </AuthLayout>
    </div>
  );
};
