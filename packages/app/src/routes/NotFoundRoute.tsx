import { NotFoundScreen } from '@warehouse/screens';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Any other path (§2.4): the 404 page; the missing path is logged to the console. */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <NotFoundScreen path={pathname} />;
}
