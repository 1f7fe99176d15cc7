import { describe, expect, it } from 'vitest';
import { activeNavItem, MENU_TITLE, NAV_GROUPS } from './menu';

describe('§2.3 Side menu entries', () => {
  it('has the seven groups in order, titled "Warehouse"', () => {
    expect(MENU_TITLE).toBe('Warehouse');
    expect(NAV_GROUPS.map((g) => g.title)).toEqual([
      'Main Navigation',
      'Inventory Management',
      'Transactions',
      'Operations',
      'Analytics & Reports',
      'Tools',
      'System',
    ]);
  });

  it('carries the fixed badges of the spec', () => {
    const badges = Object.fromEntries(
      NAV_GROUPS.flatMap((g) => g.items)
        .filter((i) => i.badge !== undefined)
        .map((i) => [i.href, i.badge]),
    );
    expect(badges).toEqual({
      '/notifications': 3,
      '/inventory/low-stock': 12,
      '/purchases': 5,
      '/sales': 23,
      '/invoices': 8,
      '/returns': 2,
      '/orders': 8,
      '/operations/returns': 2,
    });
  });

  it('Rider Tasks goes to /riders and Logout to /logout', () => {
    const items = NAV_GROUPS.flatMap((g) => g.items);
    expect(items.find((i) => i.label === 'Rider Tasks')?.href).toBe('/riders');
    expect(items.at(-1)).toMatchObject({ label: 'Logout', href: '/logout' });
    expect(items).toHaveLength(34);
  });
});

describe('active menu entry', () => {
  it('matches exactly, ignoring a trailing slash', () => {
    expect(activeNavItem('/')?.label).toBe('Dashboard');
    expect(activeNavItem('/inventory/')?.label).toBe('All Inventory');
    expect(activeNavItem('/inventory/add')?.label).toBe('Add Product');
  });

  it('falls back to the longest prefix, never to the dashboard', () => {
    expect(activeNavItem('/orders/create/step')?.label).toBe('Create Order');
    expect(activeNavItem('/pos')).toBeUndefined();
  });
});
