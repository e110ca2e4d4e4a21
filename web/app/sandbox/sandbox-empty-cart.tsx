// /sandbox/empty-cart: the empty bag exactly as /cart shows it, whatever this device's bag holds.
import { EmptyBag } from '../cart/EmptyBag';

export default function SandboxEmptyCart() {
  return <EmptyBag testId="sandbox-empty-cart" />;
}
