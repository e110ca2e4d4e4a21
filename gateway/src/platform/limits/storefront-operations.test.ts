// The limits must never refuse the storefront's own pages: every operation the web sends
// (codegen's documents) passes them, with its page-size variables at the biggest page.
// A web change that makes a page too deep or too dear fails here, not in production.
import { describe, expect, it } from 'vitest';
import {
  NoDeprecatedCustomRule,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLScalarType,
  type OperationDefinitionNode,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  print,
  typeFromAST,
  validate,
} from 'graphql';
import * as kiosk from '../../../../kiosk/app/__generated__/graphql.ts';
import * as web from '../../../../web/app/__generated__/graphql.ts';
import { buildSchema } from '../../schema.ts';
import { argumentError } from './argument-limits.ts';
import { operationCost } from './cost-limit.ts';
import { LIMITS, limitRules } from './limits.ts';
import { resolveOperation } from './operation-walk.ts';
import { QueryLimitError } from './query-limit-error.ts';

const schema = buildSchema();

/** A value of the variable's type; page sizes at their largest. */
function sample(type: GraphQLInputType, name: string): unknown {
  const named = getNullableType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    const required = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(required.map((f) => [f.name, sample(f.type, f.name)]));
  }
  if (isScalarType(named) && named.name === 'Int') return name === 'first' ? 24 : 1;
  if (isScalarType(named) && named.name === 'Boolean') return true;
  // Any other scalar: text where it takes text, else a number (a Float coordinate, MinorUnits).
  if (isScalarType(named)) return takes(named, 'x') ? 'x' : 1;
  return [];
}

function takes(scalar: GraphQLScalarType, value: unknown): boolean {
  try {
    scalar.parseValue(value);
    return true;
  } catch {
    return false;
  }
}

const documentsOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name, value]) => name.endsWith('Document') && typeof value === 'object') as [string, DocumentNode][];
const documents = documentsOf(web);

describe('the storefront operations', () => {
  it('are all here', () => {
    expect(documents.length).toBeGreaterThan(30);
  });

  it.each(documents)('%s passes every limit', (_name, document) => {
    const text = print(document);
    const parsed = parse(text, { maxTokens: LIMITS.maxTokens });
    expect(text.length).toBeLessThanOrEqual(LIMITS.maxQueryLength);
    expect(validate(schema, parsed, limitRules({ introspection: false }))).toEqual([]);
    const operation = parsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? []).map((v) => [
        v.variable.name.value,
        sample(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value),
      ]),
    );
    const resolved = resolveOperation(schema, parsed, operation, variables);
    if (resolved instanceof QueryLimitError) throw resolved;
    expect(argumentError(resolved, LIMITS)).toBeNull();
    expect(operationCost(resolved, LIMITS)).toBeLessThanOrEqual(LIMITS.maxCost);
  });

  it('fit a listing of the biggest page', () => {
    const resolved = resolveOperation(schema, web.CategoryPageDocument, web.CategoryPageDocument.definitions[0] as OperationDefinitionNode, {
      path: 'makeup',
      sort: 'FEATURED',
      first: LIMITS.maxPageSize,
      after: null,
    });
    if (resolved instanceof QueryLimitError) throw resolved;
    expect(operationCost(resolved, LIMITS)).toBeLessThanOrEqual(LIMITS.maxCost);
  });

  // The schema's deprecated fields (the offset pages of decision 0155) stay for other clients;
  // the storefront and the kiosk read what replaced them.
  it.each([...documents, ...documentsOf(kiosk)])('%s reads no deprecated field', (_name, document) => {
    expect(validate(schema, document, [NoDeprecatedCustomRule]).map((error) => error.message)).toEqual([]);
  });
});
