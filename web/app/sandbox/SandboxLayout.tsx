// /sandbox/…: internal test pages (docs/product.md#sandbox-pages), served outside production only. The check is
// here, on the server: in production (SANDBOX_ENABLED unset or false, decision 0100) the
// layout's loader answers 404 for every page under it, whether the browser asked for the
// document or, on a client navigation, for the loader data. Not just hidden links. The
// check is the "sandbox" route middleware (route-checks.ts, decision 0148).
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { pageMeta } from '../platform/page-meta';
import { type RouteHandle, runRouteChecks } from '../platform/route-checks';
import type { Route } from './+types/SandboxLayout';
import './sandbox.css';

export const handle: RouteHandle = { middleware: ['sandbox'] };

export function loader({ context, request }: Route.LoaderArgs) {
  runRouteChecks(handle, { context, request });
  return { title: context.i18n.t('sandbox.title') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: loaderData?.title }), { name: 'robots', content: 'noindex, nofollow' }];
}

export default function SandboxLayout() {
  const { t } = useTranslation();
  return (
    <div className="page sandbox" data-testid="sandbox">
      <p className="sandbox__banner">
        <Link to="/sandbox">{t('sandbox.title')}</Link> · {t('sandbox.notice')}
      </p>
      <Outlet />
    </div>
  );
}
