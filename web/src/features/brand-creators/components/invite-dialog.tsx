import { useId, useState } from 'react';
import { INVITATION_NOTE_MAX, INVITATION_PRODUCTS_MAX } from '../../../../../contracts/outreach';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { QueryState } from '../../../components/layouts/query-state';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import type { DirectoryCreator } from '../api/get-creators';
import { useInvitableProducts, useInvite } from '../api/invite';

/**
 * Invite (issue 21): the brand picks some of its products available to creators and may add a note;
 * the creator accepts (links are created) or declines on their Messages screen.
 */
export const InviteDialog = ({
  creator,
  open,
  onClose,
}: {
  creator: DirectoryCreator;
  open: boolean;
  onClose: () => void;
}) => {
  const products = useInvitableProducts(open);
  const invite = useInvite();
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const groupId = useId();

  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  const close = () => {
    setChosen([]);
    setNote('');
    setError(undefined);
    onClose();
  };

  const send = () => {
    if (chosen.length === 0) {
      setError('Choose at least one product');
      return;
    }
    setError(undefined);
    invite.mutate(
      { creator_id: creator.id, product_ids: chosen, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success('Invitation Sent', `@${creator.username} can accept it from Messages.`);
          close();
        },
        onError: (failure) => {
          const message =
            failure instanceof ApiError && failure.status < 500
              ? failure.message
              : 'Failed to send the invitation';
          if (failure instanceof ApiError && failure.fields?.product_ids)
            setError(failure.fields.product_ids);
          else toast.error('Error', message);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Invite @${creator.username}`}
      description="Choose the products you want them to promote. Once they accept, their referral links are created."
      data-testid="invite-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={send} isLoading={invite.isPending} disabled={products.data?.length === 0}>
            {invite.isPending ? 'Sending...' : 'Send Invitation'}
          </Button>
        </>
      }
    >
      <QueryState
        query={products}
        what="products"
        errorStyle="inline"
        loading={<Skeleton className="h-16 w-full" label="Loading products" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="text-sm text-slate-600">
            None of your products is available to creators yet. Make products available under My Products
            first.
          </p>
        }
      >
        {(data) => (
          <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
            <legend className="text-sm font-medium text-slate-900">
              Products (up to {INVITATION_PRODUCTS_MAX})
            </legend>
            <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
              {data.map((product) => (
                <li key={product.id}>
                  <label className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-violet-700"
                      checked={chosen.includes(product.id)}
                      disabled={!chosen.includes(product.id) && chosen.length >= INVITATION_PRODUCTS_MAX}
                      onChange={() => toggle(product.id)}
                    />
                    {product.name}
                  </label>
                </li>
              ))}
            </ul>
            {error && (
              <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </fieldset>
        )}
      </QueryState>
      <div className="mt-4">
        <Textarea
          id={`${groupId}-note`}
          label="Note (optional)"
          rows={3}
          maxLength={INVITATION_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Why you'd love to work with them"
        />
      </div>
    </Dialog>
  );
};
