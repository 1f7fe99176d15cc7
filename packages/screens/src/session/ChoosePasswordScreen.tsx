import type { PasswordChange } from '@warehouse/domain/session';
import { Button, Inline, Lock, LogOut, Text } from '@warehouse/ui';
import { PasswordForm } from '../shared/PasswordForm';
import { AuthFrame, AuthHeader } from './AuthFrame';

export interface ChoosePasswordScreenProps {
  /** Who signed in with a temporary password. */
  name: string;
  /** The checked change; may return a promise (rejecting keeps what was typed). */
  onChangePassword: (change: PasswordChange) => unknown;
  /** Not now: back to the sign-in (a shared till, the wrong person). */
  onSignOut: () => void;
}

/**
 * After signing in with a temporary password: the person chooses their own before the
 * app opens. The temporary one is the current password.
 */
export function ChoosePasswordScreen({ name, onChangePassword, onSignOut }: ChoosePasswordScreenProps) {
  return (
    <AuthFrame>
      <AuthHeader icon={Lock} title="Choose Your Password">
        <Text tone="muted" size="sm" align="center">
          Welcome, {name}. You signed in with a temporary password: choose your own to continue.
        </Text>
      </AuthHeader>
      <PasswordForm onChangePassword={onChangePassword} />
      <Inline justify="center">
        <Button variant="ghost" icon={LogOut} onPress={onSignOut}>
          Sign out
        </Button>
      </Inline>
    </AuthFrame>
  );
}
