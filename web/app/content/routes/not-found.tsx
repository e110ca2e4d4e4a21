// Every path no other route matches: the root error boundary shows the 404 page with a
// real 404 status (docs/product.md#not-found).
import { notFound } from '../../platform/not-found';

export function loader(): never {
  throw notFound();
}

export function clientLoader(): never {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
