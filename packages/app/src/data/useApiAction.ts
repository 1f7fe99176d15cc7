import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALLS, type CallName, isContractError, type WarehouseApi } from '@warehouse/domain/contract';
import type { Notice } from '@warehouse/domain/notices';
import { useCallback } from 'react';
import { useApi } from './ApiProvider';
import { queryKeys } from './queryKeys';
import { showNotice } from './showNotice';

export const ACTION_FAILED_TITLE = 'Something went wrong';
const NOT_ALLOWED_TITLE = 'Not Allowed';

interface ActionOptions<TInput, TResult> {
  /**
   * The calls the action makes: what they declare they change (and the audit trail, for a call it
   * records) is refetched once it succeeds, and when the business's state refused it (someone
   * else changed what it read: the till's stock after "Only 2 left").
   */
  calls: CallName | readonly CallName[];
  /** The success notice, if the action has one. */
  success?: (result: TResult, input: TInput) => Notice | undefined;
}

/** The roots of the reads the calls change. */
export function changedBy(calls: CallName | readonly CallName[]): readonly (readonly string[])[] {
  const names = new Set(
    (typeof calls === 'string' ? [calls] : calls).flatMap((call) => [
      ...(CALLS[call].changes ?? []),
      ...(CALLS[call].audit ? (['activity'] as const) : []),
    ]),
  );
  return [...names].map((name) => queryKeys[name]);
}

/**
 * Does one thing through the data contract. Success invalidates what changed and raises its notice.
 * Failure raises a destructive notice (the refusal's own one when it has it, e.g. "Only 3 left of
 * USB-C Charging Cable"; field errors alone are left to the form) and rejects, so the screen keeps
 * what the user typed and the cart its lines.
 */
export function useApiAction<TInput, TResult>(
  act: (api: WarehouseApi, input: TInput) => Promise<TResult>,
  { calls, success }: ActionOptions<TInput, TResult>,
): (input: TInput) => Promise<TResult> {
  const api = useApi();
  const invalidates = changedBy(calls);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: TInput) => act(api, input),
    onSuccess: async (result, input) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const notice = success?.(result, input);
      if (notice) showNotice(notice);
    },
    onError: (error) => {
      if (isContractError(error) && error.code !== 'invalid' && error.code !== 'not_found')
        for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      // The contract's refusals carry their own notice, or field errors the form shows.
      if (isContractError(error) && (error.notice || Object.keys(error.fieldErrors).length > 0)) {
        if (error.notice) showNotice(error.notice);
        return;
      }
      // The signed-in role may not do this: said as such, with the server's reason.
      if ((error as { status?: unknown }).status === 403) {
        showNotice({ title: NOT_ALLOWED_TITLE, message: (error as Error).message, destructive: true });
        return;
      }
      showNotice({
        title: ACTION_FAILED_TITLE,
        message: error instanceof Error ? error.message : String(error),
        destructive: true,
      });
    },
  });
  const { mutateAsync } = mutation;
  return useCallback((input: TInput) => mutateAsync(input), [mutateAsync]);
}
