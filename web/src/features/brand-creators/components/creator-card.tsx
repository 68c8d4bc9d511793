import { useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { BanIcon, ExternalLinkIcon, HeartIcon } from '../../../components/ui/workspace-icons';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { formatFollowers, formatPercent } from '../../../utils/format';
import type { DirectoryCreator, RelationshipType } from '../api/get-creators';
import { NOTES_MAX, useSaveNotes } from '../api/save-notes';
import { useSetRelationship } from '../api/set-relationship';

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

/** A creator in the directory: who they are, this brand's mark (favorite / blacklist) and notes. */
export const CreatorCard = ({ creator }: { creator: DirectoryCreator }) => {
  const nameId = useId();
  const relationship = useSetRelationship();

  // Spec 4: exclusive; pressing the active one clears it.
  const press = (type: RelationshipType) => {
    const next = creator.relationship_type === type ? null : type;
    const copy = relationshipToasts[type];
    relationship.mutate(
      { creatorId: creator.id, relationship_type: next },
      {
        onSuccess: () => toast.success(next ? copy.added : copy.removed, `@${creator.username}`),
        onError: () => toast.error('Error', copy.failed),
      },
    );
  };

  const handles = [
    creator.instagram_handle && { label: 'Instagram', value: creator.instagram_handle },
    creator.tiktok_handle && { label: 'TikTok', value: creator.tiktok_handle },
    creator.youtube_handle && { label: 'YouTube', value: creator.youtube_handle },
  ].filter((item): item is { label: string; value: string } => Boolean(item));

  const favorite = creator.relationship_type === 'favorite';
  const blacklisted = creator.relationship_type === 'blacklist';

  return (
    <li
      // Focusable from script only: 'Load more' moves focus to the first new card.
      tabIndex={-1}
      aria-labelledby={nameId}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-5 shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-violet-600',
        blacklisted ? 'border-red-200' : favorite ? 'border-violet-300' : 'border-slate-200',
      )}
      data-testid="creator-card"
      data-username={creator.username}
      data-relationship={creator.relationship_type ?? 'none'}
    >
      <div className="flex items-start gap-3">
        {creator.avatar_url ? (
          <img src={creator.avatar_url} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-violet-100 text-lg font-semibold text-violet-800"
          >
            {creator.username.charAt(0).toUpperCase()}
          </span>
        )}
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
            followers ·{' '}
            <span className="font-medium text-slate-800">{formatPercent(creator.engagement_rate)}</span>{' '}
            engagement
          </p>
        </div>
      </div>

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

      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={favorite}
          onClick={() => press('favorite')}
          className={cn(favorite && 'border-violet-600 bg-violet-50 text-violet-800 hover:bg-violet-100')}
          data-testid="favorite-button"
        >
          <HeartIcon className="size-4" filled={favorite} />
          Favorite<span className="sr-only"> @{creator.username}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={blacklisted}
          onClick={() => press('blacklist')}
          className={cn(blacklisted && 'border-red-600 bg-red-50 text-red-800 hover:bg-red-100')}
          data-testid="blacklist-button"
        >
          <BanIcon className="size-4" />
          Blacklist<span className="sr-only"> @{creator.username}</span>
        </Button>
      </div>

      <CreatorNotes creator={creator} />

      <a
        href={paths.creatorProfile.getHref(creator.username)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-violet-700 underline-offset-2 hover:underline"
        data-testid="creator-profile-link"
      >
        View profile<span className="sr-only"> of @{creator.username} (opens in a new tab)</span>
        <ExternalLinkIcon className="size-4" />
      </a>
    </li>
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
