import { PLACEHOLDER_PAGES, type PlaceholderPageId, PlaceholderScreen } from '@warehouse/screens';
import { useLocation } from 'react-router-dom';

/** The pages that are a title and one line (§2.5), by route. */
const pageByPath: Record<string, PlaceholderPageId> = {
  '/invoices': 'invoices',
  '/orders': 'orders',
  '/orders/create': 'createOrder',
  '/shipments': 'shipments',
  '/schedule': 'schedule',
  '/reports': 'reports',
  '/performance': 'performance',
  '/help': 'help',
};

export default function PlaceholderRoute() {
  const { pathname } = useLocation();
  const id = pageByPath[pathname.replace(/\/+$/, '')] ?? 'help';
  return <PlaceholderScreen {...PLACEHOLDER_PAGES[id]} />;
}
