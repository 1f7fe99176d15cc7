import { type NewStaffMember, ROLE_LABELS, type Role, type StaffMember } from '@warehouse/domain/accounts';
import { formatDay, isoDate } from '@warehouse/domain/format';
import {
  Badge,
  Box,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  KeyRound,
  PageHeader,
  RowButton,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  UserCheck,
  UserCog,
  UserPlus,
  Users,
  UserX,
} from '@warehouse/ui';
import { useCallback, useState } from 'react';
import { AddStaffDialog, ChangeRoleDialog, DeactivateDialog, ResetPasswordDialog } from './StaffDialogs';

export interface StaffScreenProps {
  staff: readonly StaffMember[];
  isLoading?: boolean;
  /** The signed-in user: their own account cannot be deactivated from here. */
  currentUserId?: string;
  /** Each action may return a promise: its dialog closes when it resolves, keeps the form when it rejects. */
  onAddStaff: (member: NewStaffMember) => unknown;
  onChangeRole: (userId: string, role: Role) => unknown;
  onSetActive: (userId: string, active: boolean) => unknown;
  onResetPassword: (userId: string, temporaryPassword: string) => unknown;
}

type Open = { kind: 'add' } | { kind: 'role' | 'reset' | 'deactivate'; member: StaffMember } | null;

const lastSignIn = (member: StaffMember) =>
  member.lastSignInAt === null ? 'Never' : formatDay(isoDate(new Date(member.lastSignInAt)));

const columns: DataTableColumn<StaffMember>[] = [
  {
    id: 'name',
    header: 'Name',
    isRowHeader: true,
    width: '2fr',
    minWidth: 200,
    allowsSorting: true,
    sortValue: (member) => member.name,
    cell: (member) => (
      <Stack gap="0.5">
        <Text weight="medium" truncate>
          {member.name}
        </Text>
        <Text tone="muted" size="xs" truncate>
          {member.email}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'userId',
    header: 'User ID',
    width: '1fr',
    cell: (member) => (
      <Text mono size="sm" truncate>
        {member.userId}
      </Text>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    width: '1fr',
    allowsSorting: true,
    sortValue: (member) => ROLE_LABELS[member.role],
    cell: (member) => <Text>{ROLE_LABELS[member.role]}</Text>,
  },
  {
    id: 'status',
    header: 'Status',
    width: '0.8fr',
    cell: (member) =>
      member.active ? <Badge tone="positive">Active</Badge> : <Badge tone="neutral">Inactive</Badge>,
  },
  {
    id: 'lastSignIn',
    header: 'Last Sign-in',
    width: '1fr',
    cell: (member) => (
      <Text tabular truncate>
        {lastSignIn(member)}
      </Text>
    ),
  },
];

/**
 * Staff (`/staff`, for owners and managers): the business's accounts, and adding one,
 * changing a role, resetting a password, deactivating and activating again.
 */
export function StaffScreen({
  staff,
  isLoading = false,
  currentUserId,
  onAddStaff,
  onChangeRole,
  onSetActive,
  onResetPassword,
}: StaffScreenProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const rowActions = useCallback(
    (member: StaffMember) => (
      <>
        <RowButton
          icon={UserCog}
          aria-label={`Change role of ${member.name}`}
          onPress={() => setOpen({ kind: 'role', member })}
        />
        <RowButton
          icon={KeyRound}
          aria-label={`Reset password of ${member.name}`}
          onPress={() => setOpen({ kind: 'reset', member })}
        />
        {member.active ? (
          <RowButton
            icon={UserX}
            aria-label={`Deactivate ${member.name}`}
            isDisabled={member.userId === currentUserId}
            onPress={() => setOpen({ kind: 'deactivate', member })}
          />
        ) : (
          <RowButton
            icon={UserCheck}
            aria-label={`Activate ${member.name}`}
            onPress={() => onSetActive(member.userId, true)}
          />
        )}
      </>
    ),
    [currentUserId, onSetActive],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Staff"
        description="The people who sign in, and what their role lets them do."
        actions={
          <Button icon={UserPlus} onPress={() => setOpen({ kind: 'add' })}>
            Add Staff Member
          </Button>
        }
      />
      <Card padding="none">
        {isLoading ? (
          <Box padding="4">
            <SkeletonGroup label="Loading staff">
              <Stack gap="4">
                {[1, 2, 3].map((row) => (
                  <Skeleton key={row} width="3/4" />
                ))}
              </Stack>
            </SkeletonGroup>
          </Box>
        ) : (
          <DataTable
            aria-label="Staff"
            narrowLayout="cards"
            columns={columns}
            rows={staff}
            getRowId={(member) => member.userId}
            rowActions={rowActions}
            rowActionsWidth={144}
            emptyState={
              <EmptyState icon={Users} title="No staff yet" description="Add the first staff member." />
            }
          />
        )}
      </Card>
      {open?.kind === 'add' && <AddStaffDialog onClose={close} onAdd={onAddStaff} />}
      {open?.kind === 'role' && (
        <ChangeRoleDialog
          member={open.member}
          onClose={close}
          onChange={(role) => onChangeRole(open.member.userId, role)}
        />
      )}
      {open?.kind === 'reset' && (
        <ResetPasswordDialog
          member={open.member}
          onClose={close}
          onReset={(password) => onResetPassword(open.member.userId, password)}
        />
      )}
      {open?.kind === 'deactivate' && (
        <DeactivateDialog
          member={open.member}
          onClose={close}
          onConfirm={() => onSetActive(open.member.userId, false)}
        />
      )}
    </Stack>
  );
}
