import { ExternalLinkIcon } from '../../../../../ui/components/ui/workspace-icons';
import { paths } from '../../../../../ui/config/paths';

/** A creator's initial and @username, linking to their public profile in a new tab. */
export const CreatorName = ({ username }: { username: string }) => (
  <span className="flex min-w-0 items-center gap-3">
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-violet-100 font-semibold text-violet-800"
    >
      {username.charAt(0).toUpperCase()}
    </span>
    <a
      href={paths.creatorProfile.getHref(username)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-0 items-center gap-1 font-semibold text-slate-900 underline-offset-2 hover:text-violet-800 hover:underline"
    >
      <span className="truncate">@{username}</span>
      <span className="sr-only"> (profile opens in a new tab)</span>
      <ExternalLinkIcon className="size-3.5 shrink-0 text-slate-500" />
    </a>
  </span>
);
