import { ErrorScreen } from '@warehouse/screens';
import { useRouteError } from 'react-router-dom';

/** The router's fallback (§2.4): "Unexpected Application Error!" with the status text or message. */
export function RouteErrorRoute() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
