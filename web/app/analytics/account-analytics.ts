// The account's fragments, shared by the header link, the account page and analytics.
import { graphql } from '../__generated__/gql';

export const AccountAnalyticsFragmentDoc = graphql(`
  fragment AccountAnalytics on Account {
    analytics {
      id
      isEmployee
      age
      cardNumber
      emailSHA256
      emailMD5
      mobileNumberMD5
      loyaltyPoints
      loyaltyTier
      tierPointsCounter
    }
  }
`);
