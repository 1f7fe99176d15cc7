import { Alert, Link } from '@warehouse/ui';

export const DEMO_MODE_MESSAGE =
  'Demo mode: anyone can sign in. Create staff accounts to secure this business.';

/**
 * On every page while the server signs anyone in as the owner: how to end that. Staff accounts
 * are made on the Staff screen; once one has a password, the server's next start refuses demo
 * sign-in.
 */
export function DemoModeBanner({ staffHref = '/staff' }: { staffHref?: string }) {
  return (
    <Alert
      tone="caution"
      title={DEMO_MODE_MESSAGE}
      action={
        // A button's size: a finger's target on a phone.
        <Link href={staffHref} appearance="outline" buttonSize="sm">
          Add staff accounts
        </Link>
      }
    />
  );
}
