import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { CheckIcon, PlugIcon, StoreIcon, ZapIcon } from '../../../components/ui/icons';
import { ProgressDots } from '../../../components/ui/progress-dots';
import { toast } from '../../../components/ui/toast';
import { appName } from '../../../config/app';
import { paths } from '../../../config/paths';
import { describeStore, type PaymentPartner, paymentPartnerLabels } from '../../../types/brand';
import { cn } from '../../../utils/cn';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import type { Onboarding } from '../api/get-onboarding';
import { BackButton, StoreStep } from './store-step';

const steps = ['Welcome', 'Connect Your Store', 'Choose Payment Partner', 'All Set'] as const;
type StepIndex = 0 | 1 | 2 | 3;

type OnboardingWizardProps = {
  data: Onboarding;
  /** `?step=store` for a brand that has not finished: start at the store step. */
  initialStep?: StepIndex;
};

/**
 * The four steps of brand onboarding (spec 2.4, 4): Welcome → Connect Your Store → Choose Payment
 * Partner → All Set. A successful store connection jumps to step 3; 'Go to Dashboard' completes
 * onboarding on the brand and the profile.
 */
export const OnboardingWizard = ({ data, initialStep = 0 }: OnboardingWizardProps) => {
  const [step, setStep] = useState<StepIndex>(initialStep);
  const [partner, setPartner] = useState<PaymentPartner>(data.brand.payment_partner ?? 'built-in');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step replaces the content: move focus to its heading so keyboard and screen reader users
  // land at its start (not on the first render: the page's own focus order applies then).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const heading = (text: string) => (
    <h2
      ref={headingRef}
      id="onboarding-step-heading"
      tabIndex={-1}
      className="text-center text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
    >
      {text}
    </h2>
  );

  return (
    <div className="mx-auto w-full max-w-2xl" data-testid="brand-onboarding" data-step={step + 1}>
      <ProgressDots steps={steps} current={step} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {step === 0 && (
          <WelcomeStep heading={heading} brandName={data.brand.brand_name} onStart={() => setStep(1)} />
        )}
        {step === 1 && (
          <section aria-labelledby="onboarding-step-heading" className="space-y-6">
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
          </section>
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
          <AllSetStep heading={heading} data={data} partner={partner} onBack={() => setStep(2)} />
        )}
      </div>
    </div>
  );
};

type Heading = (text: string) => ReactNode;

const WelcomeStep = ({
  heading,
  brandName,
  onStart,
}: {
  heading: Heading;
  brandName: string;
  onStart: () => void;
}) => (
  <section aria-labelledby="onboarding-step-heading" className="space-y-6 text-center">
    <span className="mx-auto grid size-14 place-items-center rounded-full bg-violet-100 text-violet-700">
      <ZapIcon className="size-7" />
    </span>
    {heading(`Welcome to ${appName}, ${brandName}!`)}
    <p className="mx-auto max-w-md text-slate-600">
      Let's get your brand ready for creators in a few steps: connect your store, choose how commissions are
      paid, and you're set to import products and set commissions.
    </p>
    <ul className="mx-auto grid max-w-md gap-3 text-left text-sm text-slate-700">
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
    <Button size="lg" onClick={onStart} className="w-full sm:w-auto">
      Get Started
    </Button>
  </section>
);

const PaymentStep = ({
  heading,
  options,
  value,
  onChange,
  onBack,
  onContinue,
}: {
  heading: Heading;
  options: readonly PaymentPartner[];
  value: PaymentPartner;
  onChange: (partner: PaymentPartner) => void;
  onBack: () => void;
  onContinue: () => void;
}) => (
  <section aria-labelledby="onboarding-step-heading" className="space-y-6">
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
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      <BackButton onClick={onBack} />
      <Button onClick={onContinue}>Continue</Button>
    </div>
  </section>
);

const AllSetStep = ({
  heading,
  data,
  partner,
  onBack,
}: {
  heading: Heading;
  data: Onboarding;
  partner: PaymentPartner;
  onBack: () => void;
}) => {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const store = describeStore(data.brand);

  const finish = async () => {
    try {
      await complete.mutateAsync(partner);
    } catch {
      toast.error('Error', 'Failed to complete onboarding. Please try again.');
      return;
    }
    await navigate(paths.brand.dashboard.getHref());
  };

  return (
    <section aria-labelledby="onboarding-step-heading" className="space-y-6">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon className="size-7" />
      </span>
      {heading('All Set!')}
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
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
      </dl>
      <div>
        <h3 className="font-semibold text-slate-900">Next steps</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {data.brand.store_connected && data.brand.store_platform === 'shopify' ? (
            <li>Import your products with 'Sync Products' on My Products.</li>
          ) : (
            <li>Connect a Shopify store to import your products.</li>
          )}
          <li>Set a commission for each product, or one rate for all of them.</li>
          <li>Choose which products creators can promote.</li>
          <li>Find creators to work with in the Creators directory.</li>
        </ol>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} disabled={complete.isPending} />
        <Button size="lg" onClick={finish} isLoading={complete.isPending}>
          {complete.isPending ? 'Finishing...' : 'Go to Dashboard'}
        </Button>
      </div>
    </section>
  );
};

const SummaryRow = ({ term, value }: { term: string; value: ReactNode }) => (
  <div className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between sm:gap-4">
    <dt className="text-slate-500">{term}</dt>
    <dd className="font-medium break-words text-slate-900 sm:text-right">{value}</dd>
  </div>
);
