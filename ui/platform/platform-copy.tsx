import type { ReactNode } from 'react';
import { Skeleton } from '../components/ui/skeleton';
import { payoutCopy, payoutFallbackCopy } from './payout-copy';
import { type PlatformSettings, usePlatformSettings } from './platform-settings';

type PlatformCopyProps = {
  /** The copy written from the settings in force. */
  children: (settings: PlatformSettings) => ReactNode;
  /** Shown when the settings cannot be loaded; it must stay true whatever the settings are. */
  fallback: ReactNode;
  /** Sizes the placeholder shown while loading. */
  skeletonClassName?: string;
};

/** Copy that depends on the platform settings (fee, payout schedule): placeholder, then text or fallback. */
export const PlatformCopy = ({ children, fallback, skeletonClassName }: PlatformCopyProps) => {
  const settings = usePlatformSettings();
  if (settings.data) return children(settings.data);
  if (settings.isError) return fallback;
  return <Skeleton className={skeletonClassName} />;
};

/** The platform fee as "5%"; "a small fee" style fallbacks are the caller's. */
export const PlatformFeePercent = ({ fallback }: { fallback: ReactNode }) => (
  <PlatformCopy fallback={fallback} skeletonClassName="w-10">
    {(settings) => `${settings.platformFeePercent}%`}
  </PlatformCopy>
);

/** When and how creators are paid, for the schedule in force. */
export const PayoutScheduleText = () => (
  <PlatformCopy fallback={payoutFallbackCopy} skeletonClassName="h-4 w-full max-w-md">
    {(settings) => {
      const copy = payoutCopy(settings);
      return `${copy.schedule} ${copy.timeline} ${copy.minimum}`;
    }}
  </PlatformCopy>
);
