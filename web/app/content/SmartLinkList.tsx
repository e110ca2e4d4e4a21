// A list of the layout's links (navigation, footer columns), one item each, every one
// through the navigation guard (SmartLink).
import { SmartLink } from './SmartLink';

interface SmartLinkListProps {
  links: readonly { href: string; label: string }[];
  className?: string;
  /** Marks the link to the current page (NavLink), as the header's categories do. */
  nav?: boolean;
}

export function SmartLinkList({ links, className, nav }: SmartLinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink to={link.href} nav={nav}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
