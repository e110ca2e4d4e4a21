// Introspection off in production unless GRAPHQL_INTROSPECTION=true (reliability 27): the
// schema is no secret, but a full map of every field is the first thing a scripted attack
// asks for. __typename stays allowed: clients (Apollo's cache) ask for it on every object.
import type { ValidationRule } from 'graphql';
import { QueryLimitError } from './query-limit-error.ts';

export function introspectionGate(): ValidationRule {
  return (context) => ({
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(new QueryLimitError('Introspection is disabled', 'INTROSPECTION_DISABLED', node));
      }
    },
  });
}
