import { type ComponentProps, lazy, Suspense } from 'react';
import { Spinner } from '../../../../../ui/components/ui/spinner';

/**
 * The code step of a sign-up (confirm-sign-up-form.tsx), loaded when a person reaches it: most never do
 * (the local cloud confirms at once; a deployed pool asks once), and the login and sign-up pages' first
 * load has a budget (issue 33: ≤ 150 KB of JS).
 */
const ConfirmSignUpForm = lazy(async () => ({
  default: (await import('./confirm-sign-up-form')).ConfirmSignUpForm,
}));

export const ConfirmSignUpStep = (props: ComponentProps<typeof ConfirmSignUpForm>) => (
  <Suspense
    fallback={
      <div className="flex justify-center py-10 text-violet-700">
        <Spinner size="lg" label="Loading…" />
      </div>
    }
  >
    <ConfirmSignUpForm {...props} />
  </Suspense>
);
