import { describe, expect, it } from 'vitest';
import { mayOpen } from './screenAccess';

describe('Issue 16: which pages a role opens follows the permission table', () => {
  it('a cashier opens the POS and Sales, not Settings, Users or the tools', () => {
    expect(mayOpen('cashier', '/pos')).toBe(true);
    expect(mayOpen('cashier', '/sales')).toBe(true);
    expect(mayOpen('cashier', '/settings')).toBe(false);
    expect(mayOpen('cashier', '/users')).toBe(false);
    expect(mayOpen('cashier', '/tools/backup')).toBe(false);
  });

  it('the owner opens everything; a stock clerk opens shelving but not the POS', () => {
    for (const path of ['/', '/settings', '/users', '/pos', '/analytics', '/inventory/add'])
      expect(mayOpen('owner', path)).toBe(true);
    expect(mayOpen('stockClerk', '/inventory/shelving/')).toBe(true);
    expect(mayOpen('stockClerk', '/pos')).toBe(false);
  });

  it('issue 17: a stock clerk opens purchase orders and receives, but neither orders nor edits one; a cashier opens none', () => {
    expect(mayOpen('stockClerk', '/purchases')).toBe(true);
    expect(mayOpen('stockClerk', '/purchases/PO-004')).toBe(true);
    expect(mayOpen('stockClerk', '/purchases/new')).toBe(false);
    expect(mayOpen('stockClerk', '/purchases/PO-004/edit')).toBe(false);
    expect(mayOpen('manager', '/purchases/PO-004/edit')).toBe(true);
    expect(mayOpen('cashier', '/purchases/PO-004')).toBe(false);
  });

  it('issue 38: owners and managers see Payments; a cashier does not', () => {
    expect(mayOpen('owner', '/payments')).toBe(true);
    expect(mayOpen('manager', '/payments')).toBe(true);
    expect(mayOpen('cashier', '/payments')).toBe(false);
  });

  it('pages with no call behind them (Help, an unknown address) open to every role', () => {
    expect(mayOpen('dispatcher', '/help')).toBe(true);
    expect(mayOpen('dispatcher', '/no-such-page')).toBe(true);
  });
});
