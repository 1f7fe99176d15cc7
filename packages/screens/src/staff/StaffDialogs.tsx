import {
  emptyNewStaffMember,
  type NewStaffField,
  type NewStaffMember,
  ROLE_LABELS,
  ROLES,
  type Role,
  type StaffMember,
  validateNewStaffMember,
  validateTemporaryPassword,
} from '@warehouse/domain/accounts';
import { FormDialog, Grid, KeyRound, Select, Text, TextField, UserPlus, UserX } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

const roleItems = ROLES.map((role) => ({ id: role, label: ROLE_LABELS[role] }));

/** "Add Staff Member": who, their role, and a temporary password they change at first sign-in. */
export function AddStaffDialog({
  onClose,
  onAdd,
}: {
  onClose: () => void;
  onAdd: (member: NewStaffMember) => unknown;
}) {
  const [form, setForm] = useState<NewStaffMember>(emptyNewStaffMember);
  const text = (key: Exclude<NewStaffField, 'role'>) => ({
    name: key,
    value: form[key],
    onChange: (value: string) => setForm((previous) => ({ ...previous, [key]: value })),
  });
  return (
    <FormDialog
      title="Add Staff Member"
      description="They sign in with this User ID and the temporary password, then choose their own."
      size="lg"
      submitLabel="Add Staff Member"
      submitIcon={UserPlus}
      onClose={onClose}
      onSubmit={() => submitChecked(validateNewStaffMember(form), () => onAdd(form))}
    >
      <Grid columns={2} gap="4">
        <TextField label="Name" isRequired autoFocus autoComplete="off" {...text('name')} />
        <TextField label="Email" type="email" isRequired autoComplete="off" {...text('email')} />
        <TextField label="User ID" isRequired autoComplete="off" {...text('userId')} />
        <Select
          label="Role"
          name={'role' satisfies NewStaffField}
          placeholder="Select a role"
          isRequired
          items={roleItems}
          selectedKey={form.role === '' ? null : form.role}
          onSelectionChange={(key) =>
            setForm((previous) => ({ ...previous, role: (key ?? '') as Role | '' }))
          }
        />
        <TextField
          label="Temporary Password"
          type="password"
          isRequired
          autoComplete="new-password"
          description="At least 12 characters"
          {...text('temporaryPassword')}
        />
      </Grid>
    </FormDialog>
  );
}

/** "Change Role" of one account. */
export function ChangeRoleDialog({
  member,
  onClose,
  onChange,
}: {
  member: StaffMember;
  onClose: () => void;
  onChange: (role: Role) => unknown;
}) {
  const [role, setRole] = useState<Role>(member.role);
  return (
    <FormDialog
      title="Change Role"
      description={`What ${member.name} may do here follows their role.`}
      size="sm"
      submitLabel="Save Role"
      onClose={onClose}
      onSubmit={() => submitChecked({ ok: true, value: role }, onChange)}
    >
      <Select
        label="Role"
        name="role"
        items={roleItems}
        selectedKey={role}
        onSelectionChange={(key) => key != null && setRole(key as Role)}
      />
    </FormDialog>
  );
}

/** "Reset Password": a temporary one, changed at next sign-in; their sessions end. */
export function ResetPasswordDialog({
  member,
  onClose,
  onReset,
}: {
  member: StaffMember;
  onClose: () => void;
  onReset: (temporaryPassword: string) => unknown;
}) {
  const [temporaryPassword, setTemporaryPassword] = useState('');
  return (
    <FormDialog
      title="Reset Password"
      description={`${member.name} is signed out everywhere and chooses a new password at their next sign-in.`}
      size="sm"
      submitLabel="Reset Password"
      submitIcon={KeyRound}
      onClose={onClose}
      onSubmit={() => submitChecked(validateTemporaryPassword(temporaryPassword), onReset)}
    >
      <TextField
        label="Temporary Password"
        name="temporaryPassword"
        type="password"
        isRequired
        autoFocus
        autoComplete="new-password"
        description="At least 12 characters"
        value={temporaryPassword}
        onChange={setTemporaryPassword}
      />
    </FormDialog>
  );
}

/** "Deactivate": the account can no longer sign in, and is signed out at once. */
export function DeactivateDialog({
  member,
  onClose,
  onConfirm,
}: {
  member: StaffMember;
  onClose: () => void;
  onConfirm: () => unknown;
}) {
  return (
    <FormDialog
      title="Deactivate Account"
      size="sm"
      submitLabel="Deactivate"
      submitIcon={UserX}
      onClose={onClose}
      onSubmit={() => submitChecked({ ok: true, value: undefined }, onConfirm)}
    >
      <Text as="p">
        {member.name} can no longer sign in and is signed out at once. Their records keep their name. You can
        activate the account again.
      </Text>
    </FormDialog>
  );
}
