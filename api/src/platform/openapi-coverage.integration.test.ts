// The OpenAPI document /swagger shows (issue 14 item 7): every REST route is documented from
// its route schemas, with a summary, a tag, its request (path, query, body) and its error
// answers, so the document is the contract and not a list of paths; each operation has its
// own operationId, the bearer scheme is declared, and the one error body is a shared
// component (issue 33 item 7).
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@beauty/contracts/platform';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe.each(TEST_DATABASES.slice(0, 1))('the OpenAPI document ($name)', (database) => {
  let operations: Array<[string, Operation]>;
  let components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
  let documentBytes: number;
  /** A schema as written, or the component a $ref names. */
  const resolved = (schema: unknown) => {
    const ref = (schema as { $ref?: string } | undefined)?.$ref;
    return ref ? components.schemas[ref.replace('#/components/schemas/', '')] : schema;
  };
  const api = startTestAppForSuite(database);
  beforeAll(async () => {
    const document = await api.get<{ paths: Record<string, Record<string, Operation>>; components: typeof components }>('openapi.json');
    components = document.body.components;
    documentBytes = document.text.length;
    operations = Object.entries(document.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation]),
    );
  }, 120_000);

  it('documents every route with a summary, a tag and a success answer with its schema', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing = operations.filter(([, op]) => !op.summary || !op.tags?.length).map(([name]) => name);
    expect(missing, 'operations without a summary or a tag').toEqual([]);
    const noSuccess = operations.filter(([, op]) => !Object.keys(op.responses ?? {}).some((status) => /^2\d\d$/.test(status))).map(([name]) => name);
    expect(noSuccess, 'operations without a documented success answer').toEqual([]);
  });

  it('documents the error answers of every route as the one error body', () => {
    const errorAnswers = operations.flatMap(([name, op]) =>
      Object.entries(op.responses ?? {})
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .map(([status, answer]) => ({
          name,
          status,
          ref: (answer.content?.['application/json']?.schema as { $ref?: string } | undefined)?.$ref,
          schema: resolved(answer.content?.['application/json']?.schema),
        })),
    );
    const noErrors = operations.filter(([name]) => !errorAnswers.some((answer) => answer.name === name && answer.schema)).map(([name]) => name);
    expect(noErrors, 'operations without a documented error answer').toEqual([]);
    // { code, message, details? } with every code of the contract, and nothing else anywhere.
    const oneBody = errorAnswers.find((answer) => answer.schema)!.schema as { properties: { code: { enum: string[] } }; required: string[] };
    expect(oneBody.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(Object.keys(oneBody.properties).sort()).toEqual(['code', 'details', 'message']);
    expect(oneBody.required).toEqual(['code', 'message']);
    const others = errorAnswers
      .filter((answer) => JSON.stringify(answer.schema) !== JSON.stringify(oneBody))
      .map((answer) => `${answer.name} ${answer.status}`);
    expect(others, 'error answers that are not the one error body').toEqual([]);
    // Written once: every error answer refers to the shared component.
    expect(errorAnswers.filter((answer) => answer.ref !== '#/components/schemas/ErrorBody').map((answer) => `${answer.name} ${answer.status}`)).toEqual([]);
  });

  it('names every operation once and declares the bearer scheme', () => {
    console.log(`openapi.json: ${operations.length} operations, ${Math.round(documentBytes / 1024)} KB`);
    const ids = operations.map(([, op]) => op.operationId);
    expect(
      ids.filter((id) => !id),
      'operations without an operationId',
    ).toEqual([]);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'operationIds used twice',
    ).toEqual([]);
    expect(components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents path parameters and the bodies of writes', () => {
    const undocumentedParams = operations
      .filter(([name, op]) => {
        const inPath = [...name.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const documented = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
        return inPath.some((param) => !documented.has(param!));
      })
      .map(([name]) => name);
    expect(undocumentedParams).toEqual([]);
    const writes = operations.filter(([name]) => /^(POST|PUT|PATCH) /.test(name));
    const noBody = writes.filter(([, op]) => !op.requestBody).map(([name]) => name);
    expect(noBody, 'writes without a documented body').toEqual([]);
  });
});
