import type { PasswordChange } from '@warehouse/domain/session';
import { passwordChangedNotice } from './actionNotices';
import { useApiAction } from './useApiAction';

/** "Update Password" (Settings → Security and the account's Password tab): one action for both. */
export function useChangePassword() {
  return useApiAction((api, change: PasswordChange) => api.changePassword(change), {
    calls: 'changePassword',
    success: passwordChangedNotice,
  });
}
