import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  audienceBandLabels,
  creatorPlatformLabels,
  productCategoryLabel,
} from '../../../../../contracts/constants';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { CreatorAvatar } from '../../../../../ui/components/ui/creator-avatar';
import { toast } from '../../../../../ui/components/ui/toast';
import { BanIcon, HeartIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';
import { cn } from '../../../../../ui/utils/cn';
import { formatFollowers, formatPercent, formatUsd } from '../../../../../ui/utils/format';
import { ResultCard } from '../../../components/layouts/result-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { Textarea } from '../../../components/ui/textarea';
import { useBrandRole } from '../../../lib/brand-role';
import type { DirectoryCreator, RelationshipType } from '../api/get-creators';
import { NOTES_MAX, useSaveNotes } from '../api/save-notes';
import { useSetRelationship } from '../api/set-relationship';
import { InviteDialog } from './invite-dialog';
import { ProgramSuspensionDialog } from './program-suspension-dialog';

const relationshipToasts: Record<RelationshipType, { added: string; removed: string; failed: string }> = {
  favorite: {
    added: 'Added to favorites',
    removed: 'Removed from favorites',
    failed: 'Failed to update favorite status',
  },
  blacklist: {
    added: 'Added to blacklist',
    removed: 'Removed from blacklist',
    failed: 'Failed to update blacklist status',
  },
};

/** The two mark buttons (toggle buttons, pressed while the mark is set), in the order shown. */
const markButtons: {
  type: RelationshipType;
  label: string;
  icon: (pressed: boolean) => ReactNode;
  pressedClassName: string;
}[] = [
  {
    type: 'favorite',
    label: 'Favorite',
    icon: (pressed) => <HeartIcon className="size-4" filled={pressed} />,
    pressedClassName: 'border-violet-600 bg-violet-50 text-violet-800 hover:bg-violet-100',
  },
  {
    type: 'blacklist',
    label: 'Blacklist',
    icon: () => <BanIcon className="size-4" />,
    pressedClassName: 'border-red-600 bg-red-50 text-red-800 hover:bg-red-100',
  },
];

/** A creator in the directory: who they are, this brand's mark (favorite / blacklist) and notes. */
export const CreatorCard = ({
  creator,
  termsAction,
}: {
  creator: DirectoryCreator;
  /** Per-creator terms (issue 21): a control composed by the route from the brand-terms feature. */
  termsAction?: ((creator: DirectoryCreator) => ReactNode) | undefined;
}) => {
  const nameId = useId();
  const relationship = useSetRelationship();
  const [inviting, setInviting] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const [confirmingBlacklist, setConfirmingBlacklist] = useState(false);
  // Issue 35: marks, invitations and notes are the program's; the other roles read the card (and threads).
  const editable = useBrandRole().can('program');

  // Spec 4: exclusive; pressing the active one clears it.
  const mark = (type: RelationshipType) => {
    const next = creator.relationship_type === type ? null : type;
    const copy = relationshipToasts[type];
    relationship.mutate(
      { creatorId: creator.id, relationship_type: next },
      {
        onSuccess: () => toast.success(next ? copy.added : copy.removed, `@${creator.username}`),
        onError: () => toast.error('Error', copy.failed),
        onSettled: () => setConfirmingBlacklist(false),
      },
    );
  };
  // Blacklisting is the one cut without notice (docs/product.md): the brand is told what it does first.
  const press = (type: RelationshipType) =>
    type === 'blacklist' && creator.relationship_type !== 'blacklist'
      ? setConfirmingBlacklist(true)
      : mark(type);

  const handles = [
    creator.instagram_handle && { label: 'Instagram', value: creator.instagram_handle },
    creator.tiktok_handle && { label: 'TikTok', value: creator.tiktok_handle },
    creator.youtube_handle && { label: 'YouTube', value: creator.youtube_handle },
    creator.twitter_handle && { label: creatorPlatformLabels.x, value: creator.twitter_handle },
  ].filter((item): item is { label: string; value: string } => Boolean(item));

  const favorite = creator.relationship_type === 'favorite';
  const blacklisted = creator.relationship_type === 'blacklist';

  return (
    <ResultCard
      aria-labelledby={nameId}
      className={cn(
        'p-5',
        blacklisted ? 'border-red-200' : favorite ? 'border-violet-300' : 'border-slate-200',
      )}
      data-testid="creator-card"
      data-username={creator.username}
      data-relationship={creator.relationship_type ?? 'none'}
    >
      <div className="flex items-start gap-3">
        <CreatorAvatar username={creator.username} src={creator.avatar_url} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="truncate font-semibold text-slate-900">
              @{creator.username}
            </h3>
            {favorite && <Badge tone="violet">Favorite</Badge>}
            {blacklisted && <Badge tone="red">Blacklisted</Badge>}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            <span className="font-medium text-slate-800">{formatFollowers(creator.follower_count)}</span>{' '}
            followers
            {creator.audience_band && (
              <>
                {' · '}
                <span data-testid="creator-band">{audienceBandLabels[creator.audience_band]} audience</span>
              </>
            )}
            {/* Issue 34: an engagement rate only where one is known; never a made-up "N/A". */}
            {creator.engagement_rate !== null && (
              <>
                {' · '}
                <span className="font-medium text-slate-800">{formatPercent(creator.engagement_rate)}</span>{' '}
                engagement
              </>
            )}
          </p>
        </div>
      </div>

      {/* Issue 34: results on the marketplace over 90 days, from the ledger's counters. */}
      <dl
        className="mt-3 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-2 text-xs"
        data-testid="creator-results"
      >
        <div>
          <dt className="text-slate-600">Sales driven (90 days)</dt>
          <dd className="font-semibold text-slate-900">{formatUsd(creator.sales_cents_90d)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Conversion rate (90 days)</dt>
          <dd className="font-semibold text-slate-900">
            {creator.conversion_rate_90d === null
              ? 'No clicks yet'
              : `${creator.conversion_rate_90d.toFixed(1)}%`}
          </dd>
        </div>
      </dl>
      {creator.niches.length > 0 && (
        <ul aria-label="Niches" className="mt-3 flex flex-wrap gap-1.5" data-testid="creator-niches">
          {creator.niches.map((niche) => (
            <li key={niche}>
              <Badge tone="violet">{productCategoryLabel(niche)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {creator.bio && <p className="mt-3 line-clamp-3 text-sm text-slate-700">{creator.bio}</p>}
      {handles.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2 text-xs text-slate-600">
          {handles.map((handle) => (
            <li key={handle.label} className="rounded-full bg-slate-100 px-2.5 py-1">
              {handle.label}: @{handle.value.replace(/^@/, '')}
            </li>
          ))}
        </ul>
      )}

      {editable && (
        <div className="mt-4 grid grid-cols-2 gap-2">
          {markButtons.map(({ type, label, icon, pressedClassName }) => {
            const pressed = creator.relationship_type === type;
            return (
              <Button
                key={type}
                variant="secondary"
                size="sm"
                aria-pressed={pressed}
                onClick={() => press(type)}
                className={cn(pressed && pressedClassName)}
                data-testid={`${type}-button`}
              >
                {icon(pressed)}
                {label}
                <span className="sr-only"> @{creator.username}</span>
              </Button>
            );
          })}
        </div>
      )}

      <ConfirmDialog
        open={confirmingBlacklist}
        onCancel={() => setConfirmingBlacklist(false)}
        onConfirm={() => mark('blacklist')}
        title={`Blacklist @${creator.username}?`}
        message={`It takes effect at once, without the 7 days' notice of other changes: orders placed from now on through @${creator.username}'s links or code earn them nothing. Orders placed before now keep their commission. They can't apply, request a code or create new links with you.`}
        confirmLabel="Blacklist"
        pendingLabel="Blacklisting..."
        isPending={relationship.isPending}
        data-testid="blacklist-confirm"
      />

      {/* Outreach (issue 21): invite to products, or write to the creator. */}
      <div className={cn('grid grid-cols-2 gap-2', editable ? 'mt-2' : 'mt-4')}>
        {editable && (
          <Button
            size="sm"
            onClick={() => setInviting(true)}
            disabled={blacklisted}
            title={blacklisted ? 'Remove them from your blacklist to invite them' : undefined}
            data-testid="invite-button"
          >
            Invite<span className="sr-only"> @{creator.username}</span>
          </Button>
        )}
        <Link
          to={paths.brand.thread.getHref(creator.id)}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          data-testid="message-link"
        >
          Message<span className="sr-only"> @{creator.username}</span>
        </Link>
      </div>
      {termsAction && <div className="mt-2">{termsAction(creator)}</div>}
      {/* Issue 36 part 4: suspension from the program, for cause (Release / Forfeit while it lasts). */}
      {editable && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 self-start text-red-700"
          onClick={() => setSuspending(true)}
          data-testid="program-suspension-button"
        >
          Suspend from program<span className="sr-only"> @{creator.username}</span>
        </Button>
      )}
      <InviteDialog creator={creator} open={inviting} onClose={() => setInviting(false)} />
      <ProgramSuspensionDialog creator={creator} open={suspending} onClose={() => setSuspending(false)} />

      {editable ? (
        <CreatorNotes creator={creator} />
      ) : (
        creator.notes && (
          <p className="mt-4 border-t border-slate-100 pt-4 text-sm whitespace-pre-line text-slate-700">
            <span className="font-medium text-slate-900">Notes: </span>
            {creator.notes}
          </p>
        )
      )}

      <ExternalLink
        href={paths.creatorProfile.getHref(creator.username)}
        className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
        iconClassName="size-4"
        data-testid="creator-profile-link"
      >
        View profile<span className="sr-only"> of @{creator.username}</span>
      </ExternalLink>
    </ResultCard>
  );
};

const CreatorNotes = ({ creator }: { creator: DirectoryCreator }) => {
  const [draft, setDraft] = useState(creator.notes);
  const save = useSaveNotes();
  const id = useId();
  const dirty = draft !== creator.notes;

  // The saved notes changed (saved here, or refetched): the field shows them.
  useEffect(() => setDraft(creator.notes), [creator.notes]);

  const submit = () =>
    save.mutate(
      { creatorId: creator.id, notes: draft },
      {
        onSuccess: () => toast.success('Notes saved', `@${creator.username}`),
        onError: () => toast.error('Error', 'Failed to save notes'),
      },
    );

  return (
    <div className="mt-4 space-y-2 border-t border-slate-100 pt-4">
      <Textarea
        id={`${id}-notes`}
        label={
          <>
            Notes<span className="sr-only"> on @{creator.username}</span>
          </>
        }
        rows={2}
        maxLength={NOTES_MAX}
        value={draft}
        placeholder="Only your team sees these"
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex justify-end">
        <Button size="sm" variant="secondary" onClick={submit} disabled={!dirty} isLoading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notes'}
          <span className="sr-only"> on @{creator.username}</span>
        </Button>
      </div>
    </div>
  );
};
