import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { notificationPreferencesId } from '../../../../../ui/config/paths';
import { InlineLoadError } from '../../../components/layouts/inline-load-error';
import { SectionCard } from '../../../components/layouts/section-card';
import { FormSubmitRow } from '../../../components/ui/form-actions';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type EmailPreferences, usePreferences, useUpdatePreferences } from '../api/preferences';

type Category = EmailPreferences['categories'][number]['category'];
type Choices = Partial<Record<Category, boolean>>;

const choicesOf = (preferences: EmailPreferences): Choices =>
  Object.fromEntries(preferences.categories.map((item) => [item.category, item.email]));

/**
 * The Account screens' e-mail preferences (`#notifications`, where every e-mail's footer links): one
 * switch per category of the person's role, money and account categories on and locked, the address
 * mail goes to, and a warning when that address is suppressed (it bounced or complained, so nothing is
 * sent whatever the switches say). Saved with one PUT; refused categories show their message at the row.
 */
export const EmailPreferencesSection = () => {
  const preferences = usePreferences();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = preferences.data !== undefined;

  // Opened from an e-mail's link: bring the section into view once it has its content (the browser's
  // own jump to the fragment happened before this screen had loaded).
  useEffect(() => {
    if (loaded && hash === `#${notificationPreferencesId}`)
      section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <SectionCard
      ref={section}
      id={notificationPreferencesId}
      titleId="email-preferences-title"
      title="E-mail notifications"
      description="Choose which e-mails you get. Everything still shows in the bell at the top of the page."
      className="scroll-mt-20"
      data-testid="email-preferences"
    >
      {preferences.isPending ? (
        <div className="mt-5 space-y-4" aria-busy="true">
          <Skeleton className="h-4 w-1/2" label="Loading e-mail preferences" />
          <Skeleton className="h-10 w-full" label="" />
          <Skeleton className="h-10 w-full" label="" />
        </div>
      ) : preferences.isError && !preferences.data ? (
        <InlineLoadError
          what="e-mail preferences"
          onRetry={() => void preferences.refetch()}
          isRetrying={preferences.isRefetching}
          className="mt-4"
        />
      ) : (
        preferences.data && <PreferencesForm preferences={preferences.data} />
      )}
    </SectionCard>
  );
};

const PreferencesForm = ({ preferences }: { preferences: EmailPreferences }) => {
  const [choices, setChoices] = useState(() => choicesOf(preferences));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdatePreferences();
  const baseId = useId();

  // Saved (or read again): the switches show what the server holds.
  useEffect(() => setChoices(choicesOf(preferences)), [preferences]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    // Only what was changed here: a category turned off meanwhile elsewhere (an e-mail's unsubscribe
    // link, another tab) stays off.
    const changes = Object.fromEntries(
      preferences.categories
        .filter((item) => !item.locked && (choices[item.category] ?? item.email) !== item.email)
        .map((item) => [item.category, choices[item.category] ?? item.email]),
    );
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to save', 'Your e-mail preferences are as shown.');
      return;
    }
    try {
      await update.mutateAsync(changes);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.error('Error', apiErrorMessage(error, 'Failed to save your e-mail preferences'));
      return;
    }
    toast.success('Preferences Saved', 'Your e-mail preferences were saved.');
  };

  return (
    <form noValidate onSubmit={save} className="mt-5 space-y-5">
      <p className="text-sm text-slate-700">
        E-mails go to{' '}
        <span className="font-semibold text-slate-900" data-testid="email-preferences-address">
          {preferences.email}
        </span>
        .
      </p>
      {preferences.suppressed && (
        <div
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          data-testid="email-suppressed"
        >
          <p className="font-semibold">We've stopped sending e-mail to {preferences.email}.</p>
          <p className="mt-1">
            Messages to this address bounced or were reported as spam, so none are sent, whatever you choose
            below. Notifications still arrive in the bell.
          </p>
        </div>
      )}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {preferences.categories.map((item) => {
          const id = `${baseId}-${item.category}`;
          const error = errors[`email.${item.category}`];
          const on = item.locked || (choices[item.category] ?? item.email);
          return (
            <li
              key={item.category}
              className="flex items-start justify-between gap-4 px-4 py-3"
              data-testid="email-preference"
              data-category={item.category}
            >
              <div className="min-w-0">
                <p id={`${id}-label`} className="text-sm font-semibold text-slate-900">
                  {item.label}
                </p>
                <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
                  {item.description}
                </p>
                {item.locked && (
                  <p id={`${id}-locked`} className="mt-1 text-xs font-medium text-slate-600">
                    Always on: these e-mails concern money or your account.
                  </p>
                )}
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
              </div>
              <Switch
                id={id}
                checked={on}
                disabled={item.locked}
                onChange={(checked) => setChoices((current) => ({ ...current, [item.category]: checked }))}
                aria-labelledby={`${id}-label`}
                aria-describedby={[
                  `${id}-description`,
                  item.locked ? `${id}-locked` : '',
                  error ? `${id}-error` : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
            </li>
          );
        })}
      </ul>
      <FormSubmitRow isPending={update.isPending}>Save preferences</FormSubmitRow>
    </form>
  );
};
