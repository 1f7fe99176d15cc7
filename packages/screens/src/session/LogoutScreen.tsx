import { Box, Button, LogOut, Spinner, Text } from '@warehouse/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useStableHandler } from '../shared/useStableHandler';
import { AuthFrame, AuthHeader } from './AuthFrame';

/** §4/§9: the Logout screen logs out by itself after 2 seconds. */
export const AUTO_LOGOUT_DELAY_MS = 2000;

export interface LogoutScreenProps {
  /** Called once: on "Logout Now", or by itself after `delayMs`. */
  onLogout: () => void;
  /** The automatic logout delay in ms (default 2000). */
  delayMs?: number;
}

/** The "Logging Out" page (§2.5 Logout): "Logout Now", or automatic logout after the delay. */
export function LogoutScreen({ onLogout, delayMs = AUTO_LOGOUT_DELAY_MS }: LogoutScreenProps) {
  const logOutNow = useStableHandler(onLogout);
  const doneRef = useRef(false);
  /** Logs out once, whichever comes first: the button or the timer. */
  const logout = useCallback(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    logOutNow();
  }, [logOutNow]);

  useEffect(() => {
    const timer = setTimeout(logout, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, logout]);

  return (
    <AuthFrame>
      <AuthHeader icon={LogOut} title="Logging Out">
        <Box display="flex" alignItems="center" gap="2" color="muted">
          <Spinner />
          <Text tone="muted" size="sm">
            You will be signed out in a moment.
          </Text>
        </Box>
      </AuthHeader>
      <Button variant="destructive" fullWidth icon={LogOut} onPress={logout}>
        Logout Now
      </Button>
    </AuthFrame>
  );
}
