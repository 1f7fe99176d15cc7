// The contract suite's part on accounts.
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../../accounts/staff';
import { STAFF_MESSAGES } from '../../accounts/staffMember';
import { ConflictError, NotFoundError, ValidationError } from '../errors';

import { cashSale, rejection, type SuiteContext } from './fixtures';

export function accountsSuite({ api }: SuiteContext): void {
  describe('Data contract: staff accounts (issue 16)', () => {
    const cashier = {
      userId: 'mara',
      name: 'Mara Lind',
      email: 'mara@example.com',
      role: 'cashier' as const,
      temporaryPassword: 'a temporary password',
    };

    it('the business starts with its owner; a new account comes first, active, never signed in', async () => {
      const a = await api();
      expect((await a.listStaff()).map((member) => member.userId)).toEqual([DEMO_OWNER.userId]);
      const created = await a.createStaff(cashier);
      expect(created).toMatchObject({
        userId: 'mara',
        name: 'Mara Lind',
        role: 'cashier',
        active: true,
        lastSignInAt: null,
      });
      expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/);
      expect((await a.listStaff())[0]).toEqual(created);
    });

    it('refuses a form with blank fields, a bad email, no role or a short password, naming each field', async () => {
      const a = await api();
      const error = await rejection(
        a.createStaff({
          userId: 'has space',
          name: ' ',
          email: 'nope',
          role: '',
          temporaryPassword: 'short',
        }),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({
        userId: STAFF_MESSAGES.userIdSpaces,
        name: STAFF_MESSAGES.nameRequired,
        email: STAFF_MESSAGES.emailInvalid,
        role: STAFF_MESSAGES.roleRequired,
        temporaryPassword: STAFF_MESSAGES.passwordTooShort,
      });
      expect(await a.listStaff()).toHaveLength(1);
    });

    it('refuses a user id another account has, whatever its case', async () => {
      const a = await api();
      await a.createStaff(cashier);
      const error = await rejection(
        a.createStaff({ ...cashier, userId: 'MARA', email: 'other@example.com' }),
      );
      expect(error).toMatchObject({
        code: 'duplicate_user',
        fieldErrors: { userId: STAFF_MESSAGES.userIdTaken('MARA') },
      });
      expect(await a.listStaff()).toHaveLength(2);
    });

    it('changes a role and deactivates an account; the last active owner can be neither demoted nor deactivated', async () => {
      const a = await api();
      await a.createStaff(cashier);
      expect(await a.updateStaff('mara', { role: 'manager' })).toMatchObject({
        role: 'manager',
        active: true,
      });
      expect(await a.updateStaff('Mara', { active: false })).toMatchObject({
        role: 'manager',
        active: false,
      });
      for (const change of [{ role: 'cashier' as const }, { active: false }]) {
        const error = await rejection(a.updateStaff(DEMO_OWNER.userId, change));
        expect(error).toBeInstanceOf(ConflictError);
        expect(error).toMatchObject({ code: 'last_owner', message: STAFF_MESSAGES.lastOwner });
      }
      expect((await a.listStaff()).find((member) => member.userId === DEMO_OWNER.userId)).toMatchObject({
        role: 'owner',
        active: true,
      });
    });

    it('resets a password to a temporary one of at least 12 characters; unknown accounts are not found', async () => {
      const a = await api();
      await a.createStaff(cashier);
      await expect(
        a.resetStaffPassword('mara', { temporaryPassword: 'another temporary one' }),
      ).resolves.toBeUndefined();
      expect(await rejection(a.resetStaffPassword('mara', { temporaryPassword: 'short' }))).toMatchObject({
        fieldErrors: { temporaryPassword: STAFF_MESSAGES.passwordTooShort },
      });
      expect(
        await rejection(a.resetStaffPassword('nobody', { temporaryPassword: 'another temporary one' })),
      ).toBeInstanceOf(NotFoundError);
      expect(await rejection(a.updateStaff('nobody', { active: false }))).toBeInstanceOf(NotFoundError);
    });
  });

  describe('Data contract: the audit trail (issue 16)', () => {
    it('records each change with who, what, which record and the outcome, newest first; reads are not recorded', async () => {
      const a = await api();
      const { sale } = await a.recordSale(cashSale(['P012', 1]));
      await a.listProducts();
      await a.adjustStock({
        itemId: 'P013',
        binId: 'D-3-2',
        kind: 'adjustment',
        quantity: '-1',
        reason: 'Damaged',
      });
      const { items, nextCursor } = await a.listActivity();
      expect(
        items.map(({ userId, call, record, outcome, code }) => ({ userId, call, record, outcome, code })),
      ).toEqual([
        { userId: DEMO_OWNER.userId, call: 'adjustStock', record: 'P013', outcome: 'done', code: null },
        { userId: DEMO_OWNER.userId, call: 'recordSale', record: sale.id, outcome: 'done', code: null },
      ]);
      expect(items[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/);
      expect(nextCursor).toBeNull();
    });

    it('records a refusal with its code, and changes nothing else', async () => {
      const a = await api();
      await rejection(a.recordSale(cashSale(['P027', 3])));
      const [entry] = (await a.listActivity()).items;
      expect(entry).toMatchObject({
        call: 'recordSale',
        outcome: 'refused',
        code: 'out_of_stock',
        record: null,
      });
    });

    it('filters by kind and by record (a product’s entries include its variants’)', async () => {
      const a = await api();
      await a.recordSale(cashSale(['P001-BLK', 1]));
      await a.adjustStock({
        itemId: 'P013',
        binId: 'D-3-2',
        kind: 'adjustment',
        quantity: '-1',
        reason: 'Damaged',
      });
      await a
        .transferStock({ itemId: 'P001-BLK', fromBinId: 'A-1-1', toBinId: 'A-1-2', quantity: '1' })
        .catch(() => {});
      const stock = (await a.listActivity({ kind: 'stock' })).items;
      expect(stock.length).toBeGreaterThan(0);
      expect(stock.every((entry) => ['adjustStock', 'transferStock', 'addShelf'].includes(entry.call))).toBe(
        true,
      );
      const ofP013 = (await a.listActivity({ record: 'P013' })).items;
      expect(ofP013.map((entry) => entry.call)).toEqual(['adjustStock']);
      const ofP001 = (await a.listActivity({ record: 'P001' })).items;
      expect(ofP001.every((entry) => entry.record === 'P001-BLK')).toBe(true);
      expect((await a.listActivity({ userId: 'someone-else' })).items).toEqual([]);
    });

    it('pages newest first: each page starts where the last ended, nothing twice or left out', async () => {
      const a = await api();
      for (let sale = 0; sale < 5; sale++) await a.recordSale(cashSale(['P010', 1]));
      const first = await a.listActivity({ limit: 2 });
      const second = await a.listActivity({ limit: 2, cursor: first.nextCursor ?? '' });
      const third = await a.listActivity({ limit: 2, cursor: second.nextCursor ?? '' });
      const all = (await a.listActivity()).items.map((entry) => entry.id);
      expect([...first.items, ...second.items, ...third.items].map((entry) => entry.id)).toEqual(all);
      expect(all).toHaveLength(5);
      expect(third.nextCursor).toBeNull();
      // A cursor not made by the list is refused, not read as the first page.
      expect(await rejection(a.listActivity({ cursor: 'not-a-cursor' }))).toMatchObject({
        code: 'invalid',
        fieldErrors: { cursor: 'Not a cursor of this list' },
      });
    });
  });
}
