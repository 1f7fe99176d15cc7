import type { PasswordChange } from '@warehouse/domain/session';
import { Card, CardContent, CardHeader, Grid, PageHeader, Stack, Text } from '@warehouse/ui';
import { PLACEHOLDER_PAGES } from '../placeholder/PlaceholderScreen';
import { PasswordForm } from '../shared/PasswordForm';

export interface ProfileScreenProps {
  /** Who is signed in. */
  user: { name: string; userId: string; email: string; roleLabel: string };
  /** "Update Password"; may return a promise (rejecting keeps what was typed). */
  onChangePassword: (change: PasswordChange) => unknown;
}

/**
 * Profile (§2.5's title and line): the signed-in person's account, and their own password change,
 * open to every role (Settings, where Security also is, is for owners and managers).
 */
export function ProfileScreen({ user, onChangePassword }: ProfileScreenProps) {
  const { title, description } = PLACEHOLDER_PAGES.profile;
  const details = [
    ['Name', user.name],
    ['User ID', user.userId],
    ['Email', user.email],
    ['Role', user.roleLabel],
  ] as const;
  return (
    <Stack gap="6">
      <PageHeader title={title} description={description} />
      <Card>
        <CardHeader level={2} title="Your Account" />
        <CardContent>
          <Grid columns={2} gap="4">
            {details.map(([label, value]) => (
              <Stack key={label} gap="1">
                <Text tone="muted" size="sm">
                  {label}
                </Text>
                <Text>{value}</Text>
              </Stack>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader level={2} title="Change Password" description="At least 12 characters." />
        <CardContent>
          <PasswordForm onChangePassword={onChangePassword} />
        </CardContent>
      </Card>
    </Stack>
  );
}
