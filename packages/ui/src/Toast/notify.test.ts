import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const { notify } = await import('./notify');

afterEach(() => vi.clearAllMocks());

describe('notify (§8 notices)', () => {
  it('raises success, info and destructive notices with their message, returning their id', async () => {
    const id = notify.success('Login Successful', 'Welcome to Warehouse Management System');
    notify.info('Social Login', 'Google login integration coming soon');
    notify.destructive('Login Failed', 'Please enter your User ID and Password');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Login Successful', {
      description: 'Welcome to Warehouse Management System',
      id,
    });
    expect(toast.info).toHaveBeenCalledWith(
      'Social Login',
      expect.objectContaining({ description: 'Google login integration coming soon' }),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'Login Failed',
      expect.objectContaining({ description: 'Please enter your User ID and Password' }),
    );
  });

  it('gives every notice its own id and keeps a caller’s id and duration', async () => {
    const first = notify.success('A');
    const second = notify.success('B');
    expect(first).not.toBe(second);
    expect(
      notify.destructive('C', undefined, { id: 'missing-info', duration: Number.POSITIVE_INFINITY }),
    ).toBe('missing-info');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('C', {
        description: undefined,
        id: 'missing-info',
        duration: Number.POSITIVE_INFINITY,
      }),
    );
  });

  it('a dismiss raised right after a notice reaches the library after it, in order', async () => {
    const id = notify.success('Product Added');
    notify.dismiss(id);
    await vi.waitFor(() => expect(toast.dismiss).toHaveBeenCalledWith(id));
    expect(toast.success.mock.invocationCallOrder[0]).toBeLessThan(
      toast.dismiss.mock.invocationCallOrder[0]!,
    );
  });
});
