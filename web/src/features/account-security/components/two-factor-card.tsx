import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RECOVERY_CODE_COUNT } from '../../../../../contracts/account-security';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { formatDate } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { FormError } from '../../../components/ui/form-error';
import { ApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/auth';
import {
  useFinishTotpSetup,
  useRegenerateRecoveryCodes,
  useSecurityState,
  useTurnOffTotp,
} from '../api/security';
import { ConfirmWithTotpDialog } from './confirm-with-totp-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

type Step = 'idle' | 'setting-up' | 'turning-off' | 'renewing';

/**
 * Two-factor sign-in (issue 35): off — set it up with an authenticator app; on — since when, recovery
 * codes left, new codes, turn off. Fresh recovery codes are shown here once, whichever step made them.
 */
export const TwoFactorCard = () => {
  const me = useSignedInUser();
  // The login sends here after a recovery-code sign-in, which turned two-factor sign-in off.
  const [searchParams] = useSearchParams();
  const recovered = searchParams.get('recovered') === '1';
  const state = useSecurityState();
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[]>();
  const finish = useFinishTotpSetup();
  const renew = useRegenerateRecoveryCodes();
  const turnOff = useTurnOffTotp();

  const showCodes = (fresh: string[]) => {
    setStep('idle');
    setCodes(fresh);
  };

  return (
    <SectionCard
      titleId="two-factor-title"
      title="Two-factor sign-in"
      description="A code from an authenticator app on your phone, asked for after your password."
      aside={
        state.data ? (
          state.data.totp.enabled ? (
            <Badge tone="green" data-testid="two-factor-status">
              On
            </Badge>
          ) : (
            <Badge data-testid="two-factor-status">Off</Badge>
          )
        ) : undefined
      }
      data-testid="two-factor-card"
    >
      <QueryState
        query={state}
        what="two-factor sign-in"
        loading={<Skeleton className="mt-4 h-16 w-full" label="Loading" />}
      >
        {({ totp }) =>
          codes ? (
            <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
          ) : step === 'setting-up' ? (
            <TotpSetup accountName={me.email} onCodes={showCodes} onCancel={() => setStep('idle')} />
          ) : !totp.enabled ? (
            <div className="mt-4 grid gap-3 text-sm text-slate-700">
              {recovered ? (
                <p
                  role="status"
                  className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900"
                  data-testid="recovered-notice"
                >
                  You signed in with a recovery code, so two-factor sign-in is off. Set it up again with your
                  authenticator app.
                </p>
              ) : null}
              <p>
                With it on, someone who learns your password still cannot sign in without your phone. Paying
                invoices, changing payout or payment details and creating API keys need it for some roles.
              </p>
              <div>
                <Button onClick={() => setStep('setting-up')}>Set up two-factor sign-in</Button>
              </div>
            </div>
          ) : !totp.enabled_at ? (
            // On in Cognito, but the set-up stopped before its recovery codes were issued.
            <div className="mt-4 grid gap-3 text-sm text-slate-700">
              <p>Your authenticator app is set up. Finish by getting your recovery codes.</p>
              <FormError message={finish.error instanceof ApiError ? finish.error.message : undefined} />
              <div>
                <Button
                  isLoading={finish.isPending}
                  onClick={() => finish.mutate(undefined, { onSuccess: showCodes })}
                >
                  Get recovery codes
                </Button>
              </div>
            </div>
          ) : (
            <div className="mt-4 grid gap-3 text-sm text-slate-700">
              <p>
                On since {formatDate(totp.enabled_at)}. Sign-ins ask for a code from your authenticator app.
              </p>
              <p data-testid="recovery-codes-left">
                {totp.recovery_codes_left} of {RECOVERY_CODE_COUNT} recovery codes left.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => setStep('renewing')}>
                  New recovery codes
                </Button>
                <Button variant="secondary" onClick={() => setStep('turning-off')}>
                  Turn off
                </Button>
              </div>
            </div>
          )
        }
      </QueryState>
      <ConfirmWithTotpDialog
        open={step === 'renewing'}
        title="New recovery codes"
        description="Your current recovery codes stop working. Confirm with your password and a code from your app."
        action="Get new codes"
        pending={renew.isPending}
        error={renew.error}
        onSubmit={(input) => renew.mutate(input, { onSuccess: showCodes })}
        onClose={() => {
          renew.reset();
          setStep('idle');
        }}
        data-testid="renew-recovery-codes-dialog"
      />
      <ConfirmWithTotpDialog
        open={step === 'turning-off'}
        title="Turn off two-factor sign-in"
        description="Your password alone will sign you in, and your recovery codes stop working."
        action="Turn off"
        pending={turnOff.isPending}
        error={turnOff.error}
        onSubmit={(input) => turnOff.mutate(input, { onSuccess: () => setStep('idle') })}
        onClose={() => {
          turnOff.reset();
          setStep('idle');
        }}
        data-testid="turn-off-totp-dialog"
      />
    </SectionCard>
  );
};
