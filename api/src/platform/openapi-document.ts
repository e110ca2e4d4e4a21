// What the OpenAPI document adds beside the route schemas (issue 33 item 7): an operationId
// for every operation (derived from method and path, so a client generator has stable
// names without each route writing one), the bearer scheme members call with, and the one
// error body as a shared component, referenced by every 4xx/5xx answer instead of repeated
// in each (it was two thirds of the document).

/** `GET /api/web/v1/cart/line-items/{id}` → `getCartLineItemsById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/web\/v1\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

type Json = Record<string, unknown>;
interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
  components?: Json & { schemas?: Json; securitySchemes?: Json };
  security?: Array<Record<string, string[]>>;
}

export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/**
 * The document with the error body once under components and referenced from every error
 * answer that is exactly it (the routes all answer errors with the one body of
 * @beauty/contracts/platform, so the first one found is it), and the bearer scheme declared:
 * optional everywhere, since guests call the same routes and a member's calls carry it.
 */
export function withSharedParts<D extends object>(input: D): D {
  const document = input as OpenApiDocument;
  const errorAnswers = Object.values(document.paths ?? {})
    .flatMap((methods) => Object.values(methods))
    .flatMap((operation) => Object.entries(operation.responses ?? {}))
    .filter(([status, answer]) => /^[45]\d\d$/.test(status) && answer.content?.['application/json']?.schema)
    .map(([, answer]) => answer.content!['application/json']!);
  const errorBody = errorAnswers[0]?.schema;
  if (errorBody) {
    const body = JSON.stringify(errorBody);
    for (const json of errorAnswers) if (JSON.stringify(json.schema) === body) json.schema = { $ref: ERROR_BODY_REF };
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...(errorBody ? { ErrorBody: errorBody } : {}) },
    securitySchemes: {
      ...document.components?.securitySchemes,
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A member’s access token (POST sessions/ answers it); guests send none.',
      },
    },
  };
  document.security = [{}, { bearerAuth: [] }];
  return input;
}
