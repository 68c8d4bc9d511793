import { Button, buttonStyles } from '../../../ui/components/ui/button';
import { toast } from '../../../ui/components/ui/toast';
import { paths } from '../../../ui/config/paths';
import { cn } from '../../../ui/utils/cn';

/** The storefront's full address, as the creator shares it. */
export const storefrontUrl = (username: string): string =>
  new URL(paths.storefront.getHref(username), window.location.origin).toString();

/**
 * "Your storefront" (issue 34): its address with View my storefront and Copy link, wherever a creator
 * looks for it (the editor, the dashboard). Before the storefront exists it says how it goes live.
 */
export const StorefrontLink = ({
  username,
  exists,
  active,
  className,
}: {
  username: string;
  exists: boolean;
  active: boolean;
  className?: string;
}) => {
  const url = storefrontUrl(username);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied', 'Your storefront link is on your clipboard.');
    } catch {
      toast.error('Copy Failed', 'Failed to copy link to clipboard');
    }
  };
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}>
      <p className="min-w-0 text-sm text-slate-700" data-testid="storefront-address">
        <span className="block font-medium text-slate-900">{url.replace(/^https?:\/\//, '')}</span>
        {!exists && 'Goes live once you save your settings or add a product.'}
        {exists && !active && 'Switched off: visitors see "Marketplace not found".'}
      </p>
      <div className="flex shrink-0 gap-2">
        <a
          href={paths.storefront.getHref(username)}
          target="_blank"
          rel="noreferrer"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          View my storefront<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Button size="sm" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
    </div>
  );
};
