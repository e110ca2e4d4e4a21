// A mutation whose payload says how it went (the changed object, or userErrors) as one
// hook: `read` turns the answer into the caller's result, and a mutation that throws (the
// gateway out of reach, a GraphQL error) answers `failed` instead, so the hook never
// throws at a component. Options beyond those two (refetchQueries, update…) go to
// useMutation. `run` keeps its identity while `read` and `failed` do: pass module-level
// (or memoised) ones.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

export interface PayloadMutationOptions<TData, TVariables extends OperationVariables, TResult>
  extends Omit<useMutation.Options<TData, TVariables>, 'variables'> {
  /** The result of an answered mutation, from its data and the variables it was run with. */
  read: (data: TData | null | undefined, variables: TVariables) => TResult;
  /** The result when the mutation throws. */
  failed: TResult;
}

export function usePayloadMutation<TData, TVariables extends OperationVariables, TResult>(
  document: TypedDocumentNode<TData, TVariables>,
  { read, failed, ...options }: PayloadMutationOptions<TData, TVariables, TResult>,
): { run: (variables: TVariables) => Promise<TResult>; loading: boolean } {
  const [mutate, { loading }] = useMutation(document, options);
  const run = useCallback(
    async (variables: TVariables): Promise<TResult> => {
      try {
        const { data } = await mutate({ variables });
        return read(data, variables);
      } catch {
        return failed;
      }
    },
    [mutate, read, failed],
  );
  return { run, loading };
}
