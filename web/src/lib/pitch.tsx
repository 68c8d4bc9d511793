import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import {
  type CreatorLinks,
  getMyPitchLinks,
  PITCH_MESSAGE_MAX,
  pitchMessageTooLong,
} from '../../../contracts/pitches';
import { toast } from '../../../ui/components/ui/toast';
import { paths } from '../../../ui/config/paths';
import { cn } from '../../../ui/utils/cn';
import { formatDate, formatFollowers } from '../../../ui/utils/format';
import { ExternalLink } from '../components/ui/external-link';
import { MessageDialog, type MessageDialogOutcome } from '../components/ui/message-dialog';
import { ApiError, callApi } from './api-client';
import { creatorQueryRoot } from './creator-query';

/**
 * Pitches (issue 34): the message a creator sends with Apply, Request Discount Code and Request Sample,
 * and the creator's links beside it. The creator's dialog (Explore, brand profiles) and the brand's
 * review cards (Influencers & Campaigns, Samples) show the links through the one `PitchLinks`, so the
 * creator previews exactly what the brand will read.
 */

export type { CreatorLinks };

/** What a creator can pitch for. */
export type PitchKind = 'application' | 'code' | 'sample';

const pendingNames: Record<PitchKind, string> = {
  application: 'Application',
  code: 'Code request',
  sample: 'Sample request',
};

/** "Application pending since Nov 12, 2026" (or a code's or a sample's): said instead of the button. */
export const pendingSinceText = (kind: PitchKind, since: string): string =>
  `${pendingNames[kind]} pending since ${formatDate(since)}`;

const handleLinks = (links: CreatorLinks) =>
  [
    { label: 'Instagram', value: links.instagram_handle, href: (h: string) => `https://instagram.com/${h}` },
    { label: 'TikTok', value: links.tiktok_handle, href: (h: string) => `https://www.tiktok.com/@${h}` },
    { label: 'YouTube', value: links.youtube_handle, href: (h: string) => `https://www.youtube.com/@${h}` },
    { label: 'Twitter', value: links.twitter_handle, href: (h: string) => `https://x.com/${h}` },
  ].flatMap((item) => {
    const handle = item.value?.replace(/^@/, '');
    return handle ? [{ label: item.label, handle, href: item.href(encodeURIComponent(handle)) }] : [];
  });

/**
 * A creator's links as a brand reads them: the storefront (while active), the handles the profile
 * holds, and the follower count only when the profile states one (an unknown count is left out, never
 * shown as 0). `label` names the list for assistive technology.
 */
export const PitchLinks = ({
  links,
  label,
  className,
}: {
  links: CreatorLinks;
  label: string;
  className?: string;
}) => {
  const handles = handleLinks(links);
  const linkStyle = 'font-medium text-violet-700 underline-offset-2 hover:underline';
  const empty = !links.storefront_path && handles.length === 0 && links.follower_count === null;
  return (
    <ul
      aria-label={label}
      className={cn('flex min-w-0 flex-wrap gap-x-4 gap-y-1 text-sm wrap-anywhere text-slate-700', className)}
      data-testid="pitch-links"
    >
      {links.storefront_path && (
        <li>
          <ExternalLink href={links.storefront_path} className={linkStyle}>
            Storefront{' '}
            <span className="text-slate-600">
              {new URL(links.storefront_path, window.location.origin).host}
              {links.storefront_path}
            </span>
          </ExternalLink>
        </li>
      )}
      {handles.map((handle) => (
        <li key={handle.label}>
          <ExternalLink href={handle.href} className={linkStyle}>
            {handle.label} @{handle.handle}
          </ExternalLink>
        </li>
      ))}
      {links.follower_count !== null && (
        <li>
          <span className="font-semibold text-slate-900">{formatFollowers(links.follower_count)}</span>{' '}
          followers
        </li>
      )}
      {empty && <li className="text-slate-600">No storefront or social handles yet</li>}
    </ul>
  );
};

/** The caller's own links, as brands see them (GET /api/creator/pitch-links), read when a dialog opens. */
export const usePitchLinks = (enabled: boolean) =>
  useQuery({
    queryKey: [...creatorQueryRoot, 'pitch-links'],
    queryFn: async () => (await callApi(getMyPitchLinks)).links,
    enabled,
    staleTime: 60_000,
  });

/** The creator has no finished profile (403, not a brand's blacklist): nothing can be pitched yet. */
const profileMissing = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code !== 'blocked_by_brand';

const PitchPreview = ({ open, recipient }: { open: boolean; recipient: string }) => {
  const links = usePitchLinks(open);
  const titleId = useId();
  if (profileMissing(links.error)) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-slate-50 p-3"
      data-testid="pitch-preview"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {recipient} will also see
      </h3>
      {links.data ? (
        <PitchLinks links={links.data} label="Your links" className="mt-2" />
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {links.isError ? 'Your links could not be loaded.' : 'Loading your links...'}
        </p>
      )}
      <Link
        to={paths.creator.profile.getHref()}
        className="mt-2 inline-block text-sm font-medium text-violet-700 underline-offset-2 hover:underline"
      >
        Edit your links in Profile
      </Link>
    </section>
  );
};

const titles: Record<PitchKind, (subject: string) => string> = {
  application: (subject) => `Apply to promote ${subject}`,
  code: (subject) => `Request a discount code from ${subject}`,
  sample: (subject) => `Request a sample of ${subject}`,
};

const sendLabels: Record<PitchKind, string> = {
  application: 'Send application',
  code: 'Send request',
  sample: 'Send request',
};

/**
 * The dialog behind Apply, Request Discount Code and Request Sample: an optional message (at most
 * PITCH_MESSAGE_MAX characters, the server's rule and text) and the links the brand will see with it.
 */
export const PitchDialog = ({
  open,
  onClose,
  kind,
  subject,
  recipient,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  kind: PitchKind;
  /** The product (application, sample) or the brand (code) the request is for. */
  subject: string;
  /** The brand who reads it. */
  recipient: string;
  onSend: (message: string) => Promise<MessageDialogOutcome>;
}) => {
  // The dialog's links read says whether the creator may pitch at all (a finished profile).
  const links = usePitchLinks(open);
  const unfinished = profileMissing(links.error);
  useEffect(() => {
    if (unfinished) toast.error('Complete Your Profile', 'Please complete your influencer profile first');
  }, [unfinished]);
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      blocked={
        unfinished ? (
          <>
            Please complete your influencer profile first.{' '}
            <Link to={paths.creator.profile.getHref()} className="underline underline-offset-2">
              Finish your profile
            </Link>
          </>
        ) : undefined
      }
      title={titles[kind](subject)}
      description={`Tell ${recipient} why you are a good fit. The message is optional.`}
      label="Message (optional)"
      placeholder="Who your audience is, how you would feature it…"
      maxLength={PITCH_MESSAGE_MAX}
      tooLongText={pitchMessageTooLong}
      aside={<PitchPreview open={open} recipient={recipient} />}
      sendLabel={sendLabels[kind]}
      sendingLabel="Sending..."
      onSend={onSend}
      data-testid="pitch-dialog"
    />
  );
};

/**
 * A request's state said where its button was ("Application pending since …", "Not approved"): text,
 * not a disabled button, so it reads at full contrast and is not a dead stop for the keyboard.
 */
export const RequestState = ({
  text,
  className,
  'data-testid': testId,
}: {
  text: string;
  className?: string;
  'data-testid'?: string;
}) => (
  <p
    className={cn(
      'flex min-h-9 items-center justify-center rounded-lg border border-amber-200 bg-amber-50 px-3 py-1.5 text-center text-sm font-medium text-amber-900',
      className,
    )}
    data-testid={testId}
  >
    {text}
  </p>
);

/**
 * A pitch as the brand's review card shows it (issue 34): the creator's message (as text: React escapes
 * it, and line breaks are kept) with when it was sent, and the creator's links. Without a message, the
 * links alone.
 */
export const PitchBlock = ({
  username,
  message,
  sentAt,
  links,
}: {
  username: string;
  message: string | null;
  sentAt: string;
  links: CreatorLinks | undefined;
}) => (
  // wrap-anywhere: a long word or address breaks rather than widening the card past a phone's width.
  <div className="min-w-0 space-y-2 wrap-anywhere" data-testid="pitch">
    {message && (
      <figure className="rounded-lg border-l-2 border-violet-300 bg-violet-50/60 px-3 py-2">
        <figcaption className="text-xs font-medium text-slate-600">
          Message from @{username} · sent {formatDate(sentAt)}
        </figcaption>
        <blockquote className="mt-1 text-sm whitespace-pre-line text-slate-800" data-testid="pitch-message">
          {message}
        </blockquote>
      </figure>
    )}
    {links && <PitchLinks links={links} label={`@${username}'s links`} />}
  </div>
);
