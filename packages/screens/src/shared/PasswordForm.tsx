import {
  emptyPasswordChange,
  type PasswordChange,
  type PasswordField,
  validatePasswordChange,
} from '@warehouse/domain/session';
import { Button, Form, Grid, Inline, Lock, TextField, useFormSubmit } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from './submit';

export interface PasswordFormProps {
  /** "Update Password" with the checked change; may return a promise (rejecting keeps what was typed). */
  onChangePassword?: (change: PasswordChange) => unknown;
}

/**
 * The one Change Password form (Settings → Security and the account's Password tab): current, new
 * and confirmation, each with its own error; cleared once the password is changed.
 */
export function PasswordForm({ onChangePassword }: PasswordFormProps) {
  const [values, setValues] = useState(emptyPasswordChange);
  const { formProps, isPending } = useFormSubmit(
    () => submitChecked(validatePasswordChange(values), onChangePassword),
    () => setValues(emptyPasswordChange()),
  );
  const field = (name: PasswordField) => ({
    name,
    type: 'password' as const,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
  });
  return (
    <Form {...formProps} gap="5" aria-label="Change Password">
      <Grid columns={2}>
        <TextField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
      </Grid>
      <Grid columns={2}>
        <TextField label="New Password" autoComplete="new-password" {...field('newPassword')} />
        <TextField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
      </Grid>
      <Inline justify="flex-end">
        <Button type="submit" icon={Lock} isPending={isPending}>
          Update Password
        </Button>
      </Inline>
    </Form>
  );
}
