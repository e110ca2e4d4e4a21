// The operation name the explorer sends, checked against the text it sends (explorer.js).
import { Kind, parse } from 'graphql';

/**
 * GraphiQL reads a tab's operation name a moment after its text changes: replace an example
 * and run it at once, and it still asks for the example's name, which the gateway rightly
 * refuses. A name the document does not hold is dropped when the document has one operation.
 */
export function withCurrentOperationName(params) {
  if (!params.operationName || typeof params.query !== 'string') return params;
  try {
    const operations = parse(params.query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const named = operations.some((operation) => operation.name?.value === params.operationName);
    return named || operations.length !== 1 ? params : { ...params, operationName: undefined };
  } catch {
    return params; // the gateway answers a syntax error itself
  }
}
