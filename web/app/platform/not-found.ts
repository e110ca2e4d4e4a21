// Unknown product and category slugs answer like unmatched routes: a real 404 page.
import { data } from 'react-router';

export function notFound() {
  return data(null, { status: 404 });
}
