import { graphql } from '../__generated__';

export const StoreActivitiesQuery = graphql(`
  query KioskStoreActivities($storeId: ID!) {
    activities(storeId: $storeId) {
      id
      kind
      name
      description
      durationMinutes
      invitationOnly
      price {
        ...KioskMoney
      }
      questions {
        id
        label
        kind
        required
        maxLength
        options {
          value
          label
        }
      }
    }
  }
`);

export const SlotCalendarQuery = graphql(`
  query KioskSlotCalendar($activityId: ID!, $storeId: ID!) {
    slotCalendar(activityId: $activityId, storeId: $storeId, days: 14) {
      timeZone
      days {
        date
        slotCount
      }
    }
  }
`);

export const TimeSlotsQuery = graphql(`
  query KioskTimeSlots($activityId: ID!, $storeId: ID!, $date: String!) {
    timeSlots(activityId: $activityId, storeId: $storeId, date: $date) {
      date
      timeZone
      slots {
        startsAt
        endsAt
        remaining
      }
    }
  }
`);

export const CreateBookingMutation = graphql(`
  mutation KioskCreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking {
        id
        confirmationNumber
        startsAt
        timeZone
        activity {
          id
          name
        }
        store {
          id
          name
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
