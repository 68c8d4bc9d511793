import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type FraudSettings,
  type FraudSignalName,
  fraudSignalLabels,
  fraudSignalNames,
  fraudThresholdMeaning,
} from '../../../../../contracts/fraud';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { InlineLoadError } from '../../../components/layouts/inline-load-error';
import { SectionCard } from '../../../components/layouts/section-card';
import { FormField, fieldControlStyles } from '../../../components/ui/form-field';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { type FraudSettingsData, useFraudSettings, useSaveFraudSettings } from '../api/fraud-settings';

/**
 * What each signal looks for, in the brand's words (the threshold's meaning is the contract's). A signal
 * added to the contract without a line here is still listed, with its name and threshold.
 */
const explanations: Partial<Record<FraudSignalName, string>> = {
  self_purchase: "The shopper's e-mail, full name or shipping address is the creator's own.",
  no_click: "An order names the creator's link, yet nobody followed that link in the days before it.",
  click_burst: 'Many clicks on one link from one IP address or one browser within minutes.',
  leaked_code:
    "The creator's discount code is used by many shoppers who never followed their link, is suddenly used far more than usual, or comes from a coupon site.",
  refund_rate:
    "A creator's sales are refunded far more often than your store's average (with 10 sales or more over three months).",
  new_account_big_sales:
    "A creator's first week sells far more than the audience they state makes likely (under 1,000 followers counts as 1,000).",
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Draft = {
  enabled: Record<FraudSignalName, boolean>;
  threshold: Record<FraudSignalName, string>;
  sites: string;
};

const draftOf = (settings: FraudSettings): Draft => ({
  enabled: Object.fromEntries(
    fraudSignalNames.map((name) => [name, settings[name].enabled]),
  ) as Draft['enabled'],
  threshold: Object.fromEntries(
    fraudSignalNames.map((name) => [name, String(settings[name].threshold)]),
  ) as Draft['threshold'],
  sites: settings.leaked_code.coupon_sites.join('\n'),
});

/** A threshold as typed: a whole number from 1 to 10,000, else the field's message. */
const thresholdError = (text: string): string | undefined => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= 10_000
    ? undefined
    : 'Enter a whole number from 1 to 10,000';
};

/**
 * Issue 36: the brand's fraud signals (Account tab). Each is on or off with its threshold; the coupon
 * sites a leaked code is held for are the brand's list. Saved on the version read: a save made meanwhile
 * by someone else is not overwritten, the brand is told to reload. Owners and admins change it; the
 * other roles read it in a disabled form, with why.
 */
export const FraudSignalsCard = () => {
  const titleId = useId();
  const settings = useFraudSettings();
  return (
    <SectionCard
      titleId={titleId}
      title="Fraud signals"
      description="When a signal fires on an order, its commission is held for your review, with the reason in plain words. Turn each signal on or off and set when it fires."
      data-testid="fraud-signals-card"
    >
      {settings.isPending ? (
        <Skeleton className="mt-4 h-10 w-2/3" label="Loading fraud signals" />
      ) : settings.isError ? (
        <InlineLoadError
          what="fraud signals"
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
          className="mt-4"
        />
      ) : (
        <FraudSignalsForm data={settings.data} onReload={() => void settings.refetch()} />
      )}
    </SectionCard>
  );
};

const FraudSignalsForm = ({ data, onReload }: { data: FraudSettingsData; onReload: () => void }) => {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(data.settings));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<{ message: string; stale: boolean }>();
  const save = useSaveFraudSettings();
  const editable = useBrandRole().can('settings');

  // The saved settings changed (saved here, or reloaded): show them.
  useEffect(() => {
    setDraft(draftOf(data.settings));
    setFieldErrors({});
    setFormError(undefined);
  }, [data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = Object.fromEntries(
      fraudSignalNames.flatMap((name) => {
        if (fraudThresholdMeaning[name] === null) return [];
        const error = thresholdError(draft.threshold[name]);
        return error ? [[`settings.${name}.threshold`, error]] : [];
      }),
    );
    setFieldErrors(local);
    setFormError(undefined);
    if (Object.keys(local).length > 0) return;
    const sites = draft.sites
      .split(/[\n,]/)
      .map((site) => site.trim())
      .filter(Boolean);
    const settings = Object.fromEntries(
      fraudSignalNames.map((name) => [
        name,
        {
          ...data.settings[name],
          enabled: draft.enabled[name],
          threshold: Number(draft.threshold[name]),
          ...(name === 'leaked_code' ? { coupon_sites: sites } : {}),
        },
      ]),
    ) as FraudSettings;
    save.mutate(
      { settings, version: data.version },
      {
        onSuccess: () => toast.success('Fraud Signals Saved', 'New orders are checked with these settings.'),
        onError: (failure) => {
          if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
            setFieldErrors(failure.fields);
            return;
          }
          setFormError({
            message: failure instanceof ApiError ? failure.message : 'Failed to save the fraud signals',
            stale: failure instanceof ApiError && failure.status === 409,
          });
        },
      },
    );
  };

  const sitesError = Object.entries(fieldErrors).find(([path]) =>
    path.startsWith('settings.leaked_code.coupon_sites'),
  );
  const sitesMessage = sitesError
    ? /\.(\d+)$/.test(sitesError[0])
      ? `Line ${Number(sitesError[0].split('.').at(-1)) + 1}: ${sitesError[1]}`
      : sitesError[1]
    : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4"
      aria-describedby={formError ? `${formId}-error` : undefined}
    >
      <RoleNote work="settings" action="change fraud signals" className="mb-3" />
      <fieldset disabled={!editable || save.isPending} className="space-y-4">
        <legend className="sr-only">Fraud signals</legend>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {fraudSignalNames.map((name) => {
            const meaning = fraudThresholdMeaning[name];
            const labelId = `${formId}-${name}-label`;
            return (
              <li key={name} className="space-y-3 p-4" data-testid={`fraud-signal-${name}`}>
                <div className="flex items-start justify-between gap-4">
                  <div className="min-w-0">
                    <p id={labelId} className="font-semibold text-slate-900">
                      {capitalized(fraudSignalLabels[name])}
                    </p>
                    {explanations[name] && (
                      <p id={`${labelId}-about`} className="mt-1 text-sm text-slate-600">
                        {explanations[name]}
                      </p>
                    )}
                  </div>
                  <Switch
                    checked={draft.enabled[name]}
                    onChange={(enabled) =>
                      setDraft((current) => ({
                        ...current,
                        enabled: { ...current.enabled, [name]: enabled },
                      }))
                    }
                    aria-labelledby={labelId}
                    aria-describedby={explanations[name] ? `${labelId}-about` : undefined}
                    disabled={!editable || save.isPending}
                    data-testid={`fraud-switch-${name}`}
                  />
                </div>
                {meaning !== null && (
                  <FormField
                    id={`${formId}-${name}-threshold`}
                    label={meaning}
                    labelClassName="block text-sm text-slate-700"
                    error={fieldErrors[`settings.${name}.threshold`]}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={10_000}
                        step={1}
                        value={draft.threshold[name]}
                        onChange={(event) =>
                          setDraft((current) => ({
                            ...current,
                            threshold: { ...current.threshold, [name]: event.target.value },
                          }))
                        }
                        className={fieldControlStyles({
                          invalid: Boolean(fieldErrors[`settings.${name}.threshold`]),
                          className: 'block h-11 w-32',
                        })}
                        data-testid={`fraud-threshold-${name}`}
                      />
                    )}
                  </FormField>
                )}
                {name === 'leaked_code' && (
                  <Textarea
                    id={`${formId}-coupon-sites`}
                    label="Coupon sites"
                    hint="One domain per line, such as retailmenot.com. An order that came from one of them with the creator's code is held."
                    error={sitesMessage}
                    rows={4}
                    value={draft.sites}
                    onChange={(event) => setDraft((current) => ({ ...current, sites: event.target.value }))}
                    data-testid="fraud-coupon-sites"
                  />
                )}
              </li>
            );
          })}
        </ul>
        {formError && (
          <div
            id={`${formId}-error`}
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <span>{formError.message}</span>
            {formError.stale && (
              <Button type="button" variant="secondary" size="sm" onClick={onReload}>
                Reload
              </Button>
            )}
          </div>
        )}
        {editable && (
          <div className="flex justify-end">
            <Button type="submit" isLoading={save.isPending}>
              Save fraud signals
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
};
