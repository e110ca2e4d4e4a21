// The assistant's GraphQL documents (schema/assistant.graphql).
import { graphql } from '../__generated__/gql';

export const AssistantMessageFields = graphql(`
  fragment AssistantMessage_message on AssistantMessage {
    id
    role
    text
    suggestions
    link { label href }
    products {
      id
      slug
      name
      imageUrl
      inStock
      brand { name }
      price { amount currency }
      salePrice { amount currency }
      defaultVariant { id }
    }
  }
`);

export const AssistantConversationQuery = graphql(`
  query AssistantConversation($page: AssistantPageInput) {
    assistantConversation { id messages { ...AssistantMessage_message } }
    assistantSuggestions(page: $page)
  }
`);

export const AskAssistantMutation = graphql(`
  mutation AskAssistant($input: AskAssistantInput!) {
    askAssistant(input: $input) {
      reply { ...AssistantMessage_message }
      userErrors { code message }
    }
  }
`);

export const ClearAssistantMutation = graphql(`
  mutation ClearAssistant {
    clearAssistantConversation { id }
  }
`);
