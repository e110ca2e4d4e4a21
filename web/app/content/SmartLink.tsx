// Links whose target comes from content or the layout, as the navigation guard decides
// (classifyHref → platform/navigate-to.ts): a site path goes through the router; an https
// URL elsewhere opens in a new tab that gets neither this page as its opener nor it as
// referrer (decision 0148); anything else shows as text. The guard of docs/product.md#navigation-guard (exempted
// paths navigate in the page, others load the document) applies to every link on the
// page, these included: ExemptedPathsProvider installs it.
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import type { ExemptedPath } from './exempted-paths';
import { useDocumentNavigationGuard } from './navigation-guard';
import { classifyHref } from './rich-text-href';

export const SmartLinkFragment = graphql(`
  fragment SmartLink_layout on Layout {
    config {
      smartLinkExemptedPaths {
        type
        value
      }
    }
  }
`);

const NO_ENTRIES: readonly ExemptedPath[] = [];

/**
 * Guards every link below with the layout's exemptions. Until a layout is loaded there are
 * none, so every in-app link is a full page load: the safe choice.
 */
export function ExemptedPathsProvider({ layout: ref, children }: { layout: FragmentType<typeof SmartLinkFragment> | undefined; children: ReactNode }) {
  const layout = getFragmentData(SmartLinkFragment, ref);
  useDocumentNavigationGuard(layout?.config.smartLinkExemptedPaths ?? NO_ENTRIES);
  return <>{children}</>;
}

interface SmartLinkProps {
  to: string;
  children?: ReactNode;
  className?: string;
  /** Marks the link of the current page (header navigation). */
  nav?: boolean;
  onClick?: () => void;
}

export function SmartLink({ to, children, className, nav, onClick }: SmartLinkProps) {
  const { t } = useTranslation();
  const target = useMemo(() => classifyHref(to), [to]);
  if (target.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
        <span className="visually-hidden"> {t('content.opensInNewTab')}</span>
      </a>
    );
  }
  // Content is validated by the api; a link that still is not one shows as its text.
  if (target.kind === 'unsafe') return <span className={className}>{children}</span>;
  const Component = nav ? NavLink : Link;
  return (
    <Component to={target.path} className={className} onClick={onClick}>
      {children}
    </Component>
  );
}
