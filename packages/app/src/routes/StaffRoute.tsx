import { type NewStaffMember, ROLE_LABELS, type Role, type StaffChange } from '@warehouse/domain/accounts';
import { StaffScreen } from '@warehouse/screens';
import {
  staffActiveNotice,
  staffAddedNotice,
  staffPasswordResetNotice,
  staffRoleNotice,
} from '../data/actionNotices';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useSession } from '../session/SessionProvider';

/** Staff: the business's accounts, for owners and managers. */
export default function StaffRoute() {
  const { user } = useSession();
  const { data: staff = [], isPending } = useApiQuery(queryKeys.staff, (api) => api.listStaff());
  const nameOf = (userId: string) => staff.find((member) => member.userId === userId)?.name ?? userId;

  const addStaff = useApiAction((api, member: NewStaffMember) => api.createStaff(member), {
    calls: 'createStaff',
    success: (created) => staffAddedNotice(created.name, created.userId),
  });
  const updateStaff = useApiAction(
    (api, { userId, change }: { userId: string; change: StaffChange }) => api.updateStaff(userId, change),
    {
      calls: 'updateStaff',
      success: (updated, { change }) =>
        change.role !== undefined
          ? staffRoleNotice(updated.name, ROLE_LABELS[updated.role])
          : staffActiveNotice(updated.name, updated.active),
    },
  );
  const resetPassword = useApiAction(
    (api, { userId, password }: { userId: string; password: string }) =>
      api.resetStaffPassword(userId, { temporaryPassword: password }),
    { calls: 'resetStaffPassword', success: (_, { userId }) => staffPasswordResetNotice(nameOf(userId)) },
  );

  return (
    <StaffScreen
      staff={staff}
      isLoading={isPending}
      currentUserId={user?.userId}
      onAddStaff={addStaff}
      onChangeRole={(userId, role: Role) => updateStaff({ userId, change: { role } })}
      onSetActive={(userId, active) => updateStaff({ userId, change: { active } })}
      onResetPassword={(userId, password) => resetPassword({ userId, password })}
    />
  );
}
