// /sandbox/order-confirmation/:country: the mock order confirmation of AU, SG, HK, NZ, ID,
// MY, PH or TH (docs/product.md#sandbox-pages); any other country is a 404.
import { notFound } from '../not-found';
import { MockOrderPage } from './MockOrderPage';
import { sandboxCountry } from './sandbox-pages';
import type { Route } from './+types/sandbox-order-confirmation';

function country(segment: string | undefined) {
  const found = sandboxCountry(segment);
  if (!found) throw notFound();
  return { country: found };
}
export const loader = ({ params }: Route.LoaderArgs) => country(params.country);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => country(params.country);

export default function SandboxOrderConfirmation({ loaderData }: Route.ComponentProps) {
  return <MockOrderPage country={loaderData.country} status="CONFIRMED" />;
}
