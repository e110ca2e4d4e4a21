// Executes operations with graphql-jit (issue 16 item 1, a lever measured by bench:peers):
// each document is compiled once into a function that resolves its fields directly, instead
// of graphql-js walking the document and the schema again for every object of every request
// (for a 48-product listing, argument coercion and field collection per product and field).
//
// Apollo Server 5 has no executor option; its `gateway` option is the supported way to hand
// it one: Apollo still parses, validates (with our limit rules), runs every plugin hook and
// formats errors, and calls the gateway's executor where it would call graphql-js's
// execute. None of our plugins use willResolveField, the one hook a gateway executor skips.
//
// Compiled queries are kept per DocumentNode in a WeakMap: Apollo's document store hands
// out the same DocumentNode for the same text, so the compiled function lives exactly as
// long as Apollo keeps the parsed document, with no second cache to size. Anything graphql-jit
// cannot compile runs on graphql-js.
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  printSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** false: graphql-jit could not compile this operation; graphql-js runs it. */
type Compiled = CompiledQuery | false;

export function jitExecutor(schema: GraphQLSchema): Executor {
  const compiledByDocument = new WeakMap<DocumentNode, Map<string, Compiled>>();

  function compiled(document: DocumentNode, operationName: string | null): Compiled {
    let byOperation = compiledByDocument.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiledByDocument.set(document, byOperation);
    }
    const key = operationName ?? '';
    let entry = byOperation.get(key);
    if (entry === undefined) {
      try {
        const result = compileQuery(schema, document, operationName ?? undefined);
        entry = isCompiledQuery(result) ? result : false;
      } catch {
        entry = false;
      }
      byOperation.set(key, entry);
    }
    return entry;
  }

  return async ({ document, request, context, operation, operationName }) => {
    const args: ExecutionArgs = { schema, document, operationName, variableValues: request.variables, contextValue: context };
    // No operation by the name asked: Apollo hands the executor a null name then, and
    // graphql-js would run the document's only operation; given the asked name, it says
    // there is none, and Apollo answers 400 OPERATION_RESOLUTION_FAILURE.
    if (!operation) return execute({ ...args, operationName: request.operationName });
    const query = compiled(document, operationName);
    if (!query) return execute(args);
    // graphql-js decides which variables are valid, with its own messages (Apollo turns
    // exactly these into BAD_USER_INPUT): graphql-jit's coercion words them differently
    // and refuses some valid ones (a required input field with a default, left out).
    const variables = request.variables ?? {};
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return { errors: coerced.errors };
    const result = await query.query(undefined, context, variables);
    // No data: graphql-jit refused variables graphql-js accepted, before any resolver ran.
    if (!('data' in result)) return execute(args);
    return withGraphQLJsErrors(result);
  };
}

/**
 * graphql-jit's errors carry no `extensions` unless their cause had some (a non-null
 * violation, a TypeError in a resolver); Apollo's error formatting and our error logging
 * read `extensions.code` and would fail the whole response with a 500. The same error as
 * graphql-js makes it: same message, locations, path and cause, extensions always there.
 */
function withGraphQLJsErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => !error.extensions)) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      if (error.extensions) return error;
      const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
      (rebuilt as { locations: GraphQLError['locations'] }).locations = error.locations;
      return rebuilt;
    }),
  };
}

/** The `gateway` to give ApolloServer instead of `schema`: a fixed schema and the jit executor. */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    async load() {
      return { executor: jitExecutor(schema) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}
