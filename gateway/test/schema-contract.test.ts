// The GraphQL contract against its committed print (schema/printed/schema.graphql, made by
// `pnpm schema:print`): a change that would break a client (a field, type or argument
// removed, a type changed, a nullable output made… ) fails here, named by
// @graphql-inspector; a deprecation or an addition passes once the print is made again.
// Accepting a breaking change on purpose means editing the print too, which a review sees.
import { readFileSync } from 'node:fs';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the gateway's scripts, without types
import { contractSchema, PRINTED_SCHEMA_PATH, printedSchema } from '../scripts/printed-schema.mjs';

const committed = readFileSync(PRINTED_SCHEMA_PATH as URL, 'utf8');

describe('the GraphQL contract', () => {
  it('has no breaking change against the committed print', async () => {
    const changes = await diff(buildSchema(committed), contractSchema());
    const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking).map((change) => change.message);
    expect(breaking, 'breaking changes (edit schema/printed/schema.graphql only if one is meant)').toEqual([]);
  });

  it('is printed as it stands (run `pnpm schema:print` after changing schema/)', () => {
    expect(printedSchema()).toBe(committed);
  });
});
