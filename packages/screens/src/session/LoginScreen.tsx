import { isBlank } from '@warehouse/domain/forms';
import { type LoginValues, type SocialProvider, validateLogin } from '@warehouse/domain/session';
import { Box, Button, Divider, Form, Inline, notify, Stack, Text, TextField, Warehouse } from '@warehouse/ui';
import { type FormEvent, useState } from 'react';
import { AuthFrame, AuthHeader } from './AuthFrame';

export const LOGIN_GREETING = 'Welcome to Warehouse Management System';
export const DEMO_CREDENTIALS_HINT = 'Demo credentials: Any User ID and Password';

export interface LoginScreenProps {
  /** Both fields filled: the credentials as typed (no server check). */
  onLogin: (values: LoginValues) => void;
  /** "Continue with Google" / "Continue with Facebook". */
  onSocialLogin: (provider: SocialProvider) => void;
  /** Values to start with (e.g. in stories). */
  defaultValues?: Partial<LoginValues>;
  /**
   * Demo sign-in (the spec's Login, the default): the social buttons and the demo hint show. With
   * staff accounts (false) only the User ID and Password sign in.
   */
  demo?: boolean;
  /** A sign-in is on its way to the server: Sign In waits for it. */
  isSigningIn?: boolean;
}

/** The sign-in page (§2.5 Login, §5): User ID, Password, Sign In and the social buttons. */
export function LoginScreen({
  onLogin,
  onSocialLogin,
  defaultValues,
  demo = true,
  isSigningIn = false,
}: LoginScreenProps) {
  const [userId, setUserId] = useState(defaultValues?.userId ?? '');
  const [password, setPassword] = useState(defaultValues?.password ?? '');
  const [attempted, setAttempted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { userId, password };
    const result = validateLogin(values);
    if (!result.ok) {
      setAttempted(true);
      if (result.notice) notify.destructive(result.notice.title, result.notice.message);
      return;
    }
    onLogin(values);
  };

  return (
    <AuthFrame>
      <AuthHeader icon={Warehouse} title={LOGIN_GREETING}>
        <Text tone="muted" size="sm" align="center">
          Sign in to continue
        </Text>
      </AuthHeader>
      <Form onSubmit={submit} aria-label="Sign in">
        <TextField
          label="User ID"
          name="userId"
          autoComplete="username"
          value={userId}
          onChange={setUserId}
          isInvalid={attempted && isBlank(userId)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isInvalid={attempted && isBlank(password)}
        />
        <Button type="submit" fullWidth isPending={isSigningIn}>
          Sign In
        </Button>
      </Form>
      {demo && <DemoSignIn onSocialLogin={onSocialLogin} />}
    </AuthFrame>
  );
}

/** The spec's social buttons and demo hint, shown in demo mode only. */
function DemoSignIn({ onSocialLogin }: Pick<LoginScreenProps, 'onSocialLogin'>) {
  return (
    <>
      <Inline gap="3" wrap={false}>
        <Box flexGrow="1">
          <Divider />
        </Box>
        <Text tone="muted" size="xs">
          or
        </Text>
        <Box flexGrow="1">
          <Divider />
        </Box>
      </Inline>
      <Stack gap="3">
        <Button variant="outline" fullWidth onPress={() => onSocialLogin('Google')}>
          Continue with Google
        </Button>
        <Button variant="outline" fullWidth onPress={() => onSocialLogin('Facebook')}>
          Continue with Facebook
        </Button>
      </Stack>
      <Inline justify="center">
        <Text tone="muted" size="sm" align="center">
          {DEMO_CREDENTIALS_HINT}
        </Text>
      </Inline>
    </>
  );
}
