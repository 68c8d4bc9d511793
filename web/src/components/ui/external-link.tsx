import type { ComponentProps } from 'react';
import { ExternalLinkIcon } from '../../../../ui/components/ui/workspace-icons';

type ExternalLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Size and colour of the trailing external-link icon; without it no icon is shown. */
  iconClassName?: string;
};

/**
 * A link opened in a new tab (and without access to this page: noopener); screen readers hear
 * '(opens in a new tab)' after its text.
 */
export const ExternalLink = ({ iconClassName, children, ...props }: ExternalLinkProps) => (
  <a target="_blank" rel="noopener noreferrer" {...props}>
    {children}
    <span className="sr-only"> (opens in a new tab)</span>
    {iconClassName && <ExternalLinkIcon className={iconClassName} />}
  </a>
);
