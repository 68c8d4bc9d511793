import { useState } from 'react';
import { onboardingBrandNameSchema } from '../../../../../contracts/brand-workspace';
import { Button } from '../../../../../ui/components/ui/button';
import { CheckIcon, PlugIcon, StoreIcon, ZapIcon } from '../../../../../ui/components/ui/icons';
import { toast } from '../../../../../ui/components/ui/toast';
import { appName } from '../../../../../ui/config/app';
import { paths } from '../../../../../ui/config/paths';
import { cn } from '../../../../../ui/utils/cn';
import {
  AllSetStep,
  BackAndContinue,
  OnboardingStep,
  OnboardingWizardFrame,
  type StepHeading,
  StepIcon,
  SummaryRow,
} from '../../../components/layouts/onboarding-wizard';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import { describeStore, type PaymentPartner, paymentPartnerLabels } from '../../../types/brand';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import type { Onboarding } from '../api/get-onboarding';
import { useSetBrandName } from '../api/set-brand-name';
import { backLabel, StoreStep } from './store-step';

const steps = ['Welcome', 'Connect Your Store', 'Choose Payment Partner', 'All Set'] as const;
export type StepIndex = 0 | 1 | 2 | 3;

type OnboardingWizardProps = {
  data: Onboarding;
  /** Where to start: the first unfinished step (`resumeStep`), or the store step for `?step=store`. */
  initialStep?: StepIndex;
};

/**
 * The four steps of brand onboarding (spec 2.4, 4): Welcome (the brand's name) → Connect Your Store →
 * Choose Payment Partner → All Set. A successful store connection jumps to step 3; 'Go to Dashboard' completes
 * onboarding on the brand and the profile.
 */
export const OnboardingWizard = ({ data, initialStep = 0 }: OnboardingWizardProps) => {
  const [step, setStep] = useState<StepIndex>(initialStep);
  const [partner, setPartner] = useState<PaymentPartner>(data.brand.payment_partner ?? 'built-in');

  return (
    <OnboardingWizardFrame steps={steps} step={step} data-testid="brand-onboarding">
      {(heading) => (
        <>
          {step === 0 && <WelcomeStep heading={heading} data={data} onStart={() => setStep(1)} />}
          {step === 1 && (
            <OnboardingStep>
              {heading('Connect Your Store')}
              <p className="text-center text-slate-600">
                Connect the online store your products are sold in, so creators can send shoppers to it.
              </p>
              <StoreStep
                data={data}
                onConnected={() => setStep(2)}
                onContinue={() => setStep(2)}
                continueLabel="Continue"
                onSkip={() => setStep(2)}
                onBack={() => setStep(0)}
              />
            </OnboardingStep>
          )}
          {step === 2 && (
            <PaymentStep
              heading={heading}
              options={data.paymentPartners}
              value={partner}
              onChange={setPartner}
              onBack={() => setStep(1)}
              onContinue={() => setStep(3)}
            />
          )}
          {step === 3 && (
            <BrandAllSetStep heading={heading} data={data} partner={partner} onBack={() => setStep(2)} />
          )}
        </>
      )}
    </OnboardingWizardFrame>
  );
};

/**
 * A new brand was created under the account holder's name: a different name is the one the Welcome
 * step saved. (A brand named exactly as its holder reads as not named yet: the step is shown again.)
 */
const brandNamed = (data: Onboarding) =>
  data.brand.onboarding_completed || data.brand.brand_name !== data.account_holder_name;

/** Until the brand has its own name, the field starts empty (the person's name is not offered as the brand's). */
const startingName = (data: Onboarding) => (brandNamed(data) ? data.brand.brand_name : '');

/**
 * Where a brand that left the wizard (a reload, a later visit) comes back: the first step whose work is
 * not saved yet. The name is saved by Welcome and the store by Connect Your Store; the payment partner
 * is saved only with 'Go to Dashboard', so a brand with a store resumes at Choose Payment Partner.
 */
export const resumeStep = (data: Onboarding): StepIndex =>
  !brandNamed(data) ? 0 : data.brand.store_connected ? 2 : 1;

const WelcomeStep = ({
  heading,
  data,
  onStart,
}: {
  heading: StepHeading;
  data: Onboarding;
  onStart: () => void;
}) => {
  const form = useSchemaForm({
    schema: onboardingBrandNameSchema,
    defaultValues: { brand_name: startingName(data) },
  });
  const save = useSetBrandName();
  const handleSubmit = form.handleSubmit(async ({ brand_name }) => {
    try {
      await save.mutateAsync(brand_name);
    } catch (error) {
      if (Object.keys(showServerErrors(form, error)).length === 0)
        toast.error('Error', apiErrorMessage(error, 'Failed to save the brand name'));
      return;
    }
    onStart();
  });

  return (
    <OnboardingStep className="text-center">
      <StepIcon>
        <ZapIcon className="size-7" />
      </StepIcon>
      {heading(
        data.account_holder_name
          ? `Welcome to ${appName}, ${data.account_holder_name}!`
          : `Welcome to ${appName}!`,
      )}
      <p className="mx-auto max-w-md text-slate-600">
        Let's get your brand ready for creators in a few steps: name your brand, connect your store, choose
        how commissions are paid, and you're set to import products and set commissions.
      </p>
      <form noValidate onSubmit={handleSubmit} className="mx-auto grid w-full max-w-md gap-4 text-left">
        <Input
          {...textField(form, 'brand_name', 'onboarding-brand-name')}
          label="Brand name"
          maxLength={120}
          autoComplete="organization"
          placeholder="e.g. Juniper Goods"
          hint="The name creators see. Your own name stays on your account."
        />
        <Button
          type="submit"
          size="lg"
          isLoading={save.isPending}
          className="w-full sm:w-auto sm:justify-self-center"
        >
          Get Started
        </Button>
      </form>
      <ul
        aria-label="Next steps"
        className="mx-auto grid w-full max-w-md gap-3 text-left text-sm text-slate-700"
      >
        {[
          { icon: <StoreIcon className="size-4" />, text: 'Connect your online store' },
          { icon: <PlugIcon className="size-4" />, text: 'Choose a payment partner' },
          { icon: <CheckIcon className="size-4" />, text: 'Import products and set commissions' },
        ].map((item) => (
          <li key={item.text} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2">
            <span className="text-violet-700">{item.icon}</span>
            {item.text}
          </li>
        ))}
      </ul>
    </OnboardingStep>
  );
};

const PaymentStep = ({
  heading,
  options,
  value,
  onChange,
  onBack,
  onContinue,
}: {
  heading: StepHeading;
  options: readonly PaymentPartner[];
  value: PaymentPartner;
  onChange: (partner: PaymentPartner) => void;
  onBack: () => void;
  onContinue: () => void;
}) => (
  <OnboardingStep>
    {heading('Choose Payment Partner')}
    <p className="text-center text-slate-600">How creators' commissions are tracked and paid.</p>
    <fieldset>
      <legend className="sr-only">Payment partner</legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-violet-600',
              value === option
                ? 'border-violet-600 bg-violet-50 text-violet-900'
                : 'border-slate-200 text-slate-800 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="payment-partner"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-violet-700"
            />
            {paymentPartnerLabels[option]}
            {option === 'built-in' && (
              <span className="ml-auto rounded-full bg-violet-100 px-2 py-0.5 text-xs text-violet-800">
                Recommended
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
    <BackAndContinue onBack={onBack} onContinue={onContinue} backLabel={backLabel} />
  </OnboardingStep>
);

const BrandAllSetStep = ({
  heading,
  data,
  partner,
  onBack,
}: {
  heading: StepHeading;
  data: Onboarding;
  partner: PaymentPartner;
  onBack: () => void;
}) => {
  const complete = useCompleteOnboarding();
  const store = describeStore(data.brand);

  return (
    <AllSetStep
      heading={heading}
      title="All Set!"
      complete={() => complete.mutateAsync(partner)}
      isPending={complete.isPending}
      dashboardHref={paths.brand.dashboard.getHref()}
      onBack={onBack}
      backLabel={backLabel}
      summary={
        <>
          <SummaryRow term="Brand" value={data.brand.brand_name} />
          <SummaryRow
            term="Store"
            value={
              data.brand.store_connected ? (
                <>
                  {store.platform ?? 'Connected'}
                  {store.name ? ` · ${store.name}` : ''}
                  {store.domain && store.domain !== store.name && (
                    <span className="block font-normal text-slate-600">{store.domain}</span>
                  )}
                </>
              ) : (
                'Not connected yet (connect it later from Account)'
              )
            }
          />
          <SummaryRow term="Payment partner" value={paymentPartnerLabels[partner]} />
        </>
      }
      nextSteps={
        <>
          {data.brand.store_connected && data.brand.store_platform === 'shopify' ? (
            <li>Import your products with 'Sync Products' on My Products.</li>
          ) : (
            <li>Connect a Shopify store to import your products.</li>
          )}
          <li>Set a commission for each product, or one rate for all of them.</li>
          <li>Choose which products creators can promote.</li>
          <li>Find creators to work with in the Creators directory.</li>
        </>
      }
    />
  );
};
