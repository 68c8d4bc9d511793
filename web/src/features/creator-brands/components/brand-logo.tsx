import { cn } from '../../../../../ui/utils/cn';

/** The brand's logo, or its initial on a tinted square when it has none. Decorative. */
export const BrandLogo = ({
  name,
  src,
  size = 'md',
}: {
  name: string;
  src: string | null;
  size?: 'md' | 'lg';
}) => {
  const box = size === 'lg' ? 'size-16 text-2xl sm:size-20' : 'size-12 text-lg';
  return src ? (
    <img src={src} alt="" className={cn('shrink-0 rounded-xl border border-slate-200 object-cover', box)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-xl bg-violet-100 font-bold text-violet-800',
        box,
      )}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
};
