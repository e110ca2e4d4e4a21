// /sandbox/order-confirmation/:country: the mock order confirmation of AU, SG, HK, NZ, ID,
// MY, PH or TH (docs/product.md#sandbox-pages); any other country is a 404.
import { validateRoute } from '../platform/not-found';
import { MockOrderPage } from './MockOrderPage';
import { sandboxCountry } from './sandbox-pages';
import type { Route } from './+types/sandbox-order-confirmation';

function country(segment: string | undefined, request: Request) {
  const found = sandboxCountry(segment);
  validateRoute(found, request);
  return { country: found };
}
export const loader = ({ params, request }: Route.LoaderArgs) => country(params.country, request);
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => country(params.country, request);

export default function SandboxOrderConfirmation({ loaderData }: Route.ComponentProps) {
  return <MockOrderPage country={loaderData.country} status="CONFIRMED" />;
}
