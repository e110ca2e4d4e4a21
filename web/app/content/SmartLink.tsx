// The navigation guard of spec §2 as a link: an in-app target the layout exempts
// (smartLinkExemptedPaths) is navigated by the client router, any other in-app target is
// a full page load (reloadDocument), and an error while checking is reported and falls
// back to a full page load. Used by the header, the footer and content links.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Link, NavLink } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { type ExemptedPath, navigationMode } from './exempted-paths';
import { reportError } from './report-error';
import { classifyHref } from './rich-text-href';

export const SmartLinkFragment = graphql(`
  fragment SmartLink_layout on Layout {
    smartLinkExemptedPaths {
      type
      value
    }
  }
`);

const ExemptedPathsContext = createContext<readonly ExemptedPath[]>([]);

/** Gives every SmartLink below the layout's exemptions (none until the layout loads). */
export function ExemptedPathsProvider({
  layout: ref,
  children,
}: {
  layout: FragmentType<typeof SmartLinkFragment> | undefined;
  children: ReactNode;
}) {
  const layout = getFragmentData(SmartLinkFragment, ref);
  const entries = layout?.smartLinkExemptedPaths;
  return <ExemptedPathsContext.Provider value={entries ?? []}>{children}</ExemptedPathsContext.Provider>;
}

interface SmartLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link of the current page (header navigation). */
  nav?: boolean;
  onClick?: () => void;
}

export function SmartLink({ to, children, className, nav, onClick }: SmartLinkProps) {
  const entries = useContext(ExemptedPathsContext);
  const target = useMemo(() => classifyHref(to), [to]);
  const mode = useMemo(
    () => (target.kind === 'site' ? navigationMode(target.path, entries, (error) => reportError(error, { where: 'navigation-guard', to })) : 'document'),
    [target, entries, to],
  );
  if (target.kind === 'external') {
    return (
      <a href={target.url} rel="noopener" className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  // Content is validated by the api; a link that still is not one shows as its text.
  if (target.kind === 'unsafe') return <span className={className}>{children}</span>;
  const Component = nav ? NavLink : Link;
  return (
    <Component to={target.path} reloadDocument={mode === 'document'} className={className} onClick={onClick}>
      {children}
    </Component>
  );
}
