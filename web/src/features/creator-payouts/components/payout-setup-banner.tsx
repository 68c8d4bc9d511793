import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../../../../ui/components/ui/button';
import { WalletIcon } from '../../../../../ui/components/ui/icons';
import { paths } from '../../../../../ui/config/paths';

/**
 * The yellow 'Payout Setup Required' banner (spec 2.5), shown while the payout account is not active.
 * `frequency` ("monthly" / "weekly") is the schedule in force, given by the route from the platform
 * settings, so the banner never contradicts the other screens' payout copy.
 */
export const PayoutSetupBanner = ({ frequency }: { frequency: ReactNode }) => (
  <section
    aria-labelledby="payout-setup-title"
    className="mt-6 flex flex-col gap-4 rounded-2xl border border-yellow-300 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    data-testid="payout-setup-banner"
  >
    <div className="flex gap-3">
      <span className="mt-0.5 text-yellow-800" aria-hidden="true">
        <WalletIcon className="size-5" />
      </span>
      <div>
        <h2 id="payout-setup-title" className="font-semibold text-yellow-950">
          Payout Setup Required
        </h2>
        <p className="mt-1 text-sm text-yellow-900">
          Complete your Stripe Connect setup to receive {frequency} payouts.
        </p>
      </div>
    </div>
    <Link
      to={paths.creator.account.getHref()}
      className={buttonStyles({ size: 'sm', className: 'self-start sm:self-center' })}
    >
      Set Up Now
    </Link>
  </section>
);
