import { cn } from '../../utils/cn';

/** Box and initial per size: xs in table rows, sm in lists, md on directory cards, lg in previews, xl on the profile. */
const sizes = {
  xs: { box: 'size-6', initial: 'text-xs' },
  sm: { box: 'size-10 shrink-0', initial: 'font-semibold' },
  md: { box: 'size-12 shrink-0', initial: 'text-lg font-semibold' },
  lg: { box: 'size-14 shrink-0', initial: 'text-xl font-semibold' },
  xl: { box: 'mx-auto size-24', initial: 'text-4xl font-bold' },
} as const;

/**
 * A creator's avatar, or the first letter of their username on a tinted circle when they have none.
 * Decorative: the @username always stands next to it.
 */
export const CreatorAvatar = ({
  username,
  src,
  size,
}: {
  username: string;
  src: string | null | undefined;
  size: keyof typeof sizes;
}) => {
  const { box, initial } = sizes[size];
  return src ? (
    <img src={src} alt="" className={cn(box, 'rounded-full object-cover')} />
  ) : (
    <span
      aria-hidden="true"
      className={cn('grid place-items-center rounded-full bg-violet-100 text-violet-800', box, initial)}
    >
      {username.charAt(0).toUpperCase()}
    </span>
  );
};
