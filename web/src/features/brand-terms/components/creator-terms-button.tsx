import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { useBrandRole } from '../../../lib/brand-role';
import { CreatorTermsDialog } from './creator-terms-dialog';

/**
 * "Terms" on a creator's card (the Creators screen): opens their per-creator terms. Only for the roles
 * that set terms (issue 35); the others read every term in the list on the same screen.
 */
export const CreatorTermsButton = ({ creator }: { creator: { id: string; username: string } }) => {
  const [open, setOpen] = useState(false);
  if (!useBrandRole().can('program')) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="w-full"
        onClick={() => setOpen(true)}
        data-testid="terms-button"
      >
        Terms<span className="sr-only"> for @{creator.username}</span>
      </Button>
      <CreatorTermsDialog creator={creator} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
