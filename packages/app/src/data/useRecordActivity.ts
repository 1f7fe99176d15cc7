import type { ActivityEntry } from '@warehouse/domain/accounts';
import { useMayCall } from '../session/screenAccess';
import { queryKeys } from './queryKeys';
import { useApiQuery } from './useApiQuery';

/**
 * A record's own audit entries while its dialog is open, for roles that may read the
 * trail. `isReady` once there is nothing more to wait for: read, not the role's to read, or not
 * readable now (the record shows without them).
 */
export function useRecordActivity(recordId: string | null): {
  activity: readonly ActivityEntry[] | undefined;
  isReady: boolean;
} {
  const mayReadActivity = useMayCall()('listActivity');
  const { data, isError } = useApiQuery(
    [...queryKeys.activity, 'record', recordId ?? ''],
    (api) => api.listActivity({ record: recordId ?? '' }),
    { enabled: recordId !== null && mayReadActivity, fetchedOnEachUse: true },
  );
  return {
    activity: mayReadActivity ? data?.items : undefined,
    isReady: !mayReadActivity || data !== undefined || isError,
  };
}
