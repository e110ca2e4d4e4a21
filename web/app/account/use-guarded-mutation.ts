// The account's mutations as async functions that never throw: each reads its payload into
// a result for the form, and a call that fails on the way (the network, the gateway) is
// { ok: false, code: 'GENERIC' }, the same as a payload with nothing in it to read.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

export const GENERIC_FAILURE = { ok: false, code: 'GENERIC' } as const;

/**
 * `{ run, loading }`: `run(...args)` is `read(mutate, ...args)`, or GENERIC_FAILURE when that
 * throws. `run` is made again each render: the forms call it from their event handlers.
 */
export function useGuardedMutation<Data, Variables extends OperationVariables, Args extends unknown[], Result>(
  mutation: TypedDocumentNode<Data, Variables>,
  read: (mutate: useMutation.MutationFunction<Data, Variables>, ...args: Args) => Promise<Result>,
) {
  const [mutate, { loading }] = useMutation(mutation);
  async function run(...args: Args): Promise<Result | typeof GENERIC_FAILURE> {
    try {
      return await read(mutate, ...args);
    } catch {
      return GENERIC_FAILURE;
    }
  }
  return { run, loading };
}
