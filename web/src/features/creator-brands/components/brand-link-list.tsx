import { ExternalLink } from '../../../components/ui/external-link';

type BrandLinkListProps = {
  links: readonly { label: string; href: string }[];
  /** Layout of the list. */
  className: string;
  /** Names the list for screen readers where no heading does. */
  'aria-label'?: string;
  /** The look of each link and of its icon. */
  linkClassName: string;
  iconClassName: string;
};

/** A brand's website and social profiles, each opened in a new tab. */
export const BrandLinkList = ({ links, linkClassName, iconClassName, ...list }: BrandLinkListProps) => (
  <ul {...list}>
    {links.map((link) => (
      <li key={link.label}>
        <ExternalLink href={link.href} className={linkClassName} iconClassName={iconClassName}>
          {link.label}
        </ExternalLink>
      </li>
    ))}
  </ul>
);
