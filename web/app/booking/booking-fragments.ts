// What every page showing a booking reads (result, manage, cancel, my bookings): one
// fragment, so the mutations' answers update each of them in the cache.
import { graphql } from '../__generated__/gql';

export const BookingDetailsFragment = graphql(`
  fragment BookingDetails_booking on Booking {
    id
    confirmationNumber
    status
    startsAt
    endsAt
    timeZone
    changeable
    price { amount currency }
    activity { id kind name durationMinutes }
    store { id name address city directionsUrl }
    artist { id name }
    contact { fullName email phone }
  }
`);
