export { formatCount, formatRating } from '@beauty/client-kit/number-format';
