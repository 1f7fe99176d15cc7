import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

/** The ids each announcement in react-aria's live announcer points at. */
const announcedIds = () =>
  [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].map(
    (announcement) => announcement.getAttribute('aria-labelledby')?.split(/\s+/) ?? [],
  );

function Form({ label }: { label: string }) {
  const [isPending, setPending] = useState(false);
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      {isOpen && (
        <Button isPending={isPending} onPress={() => setPending(true)}>
          {label}
        </Button>
      )}
      <Button variant="ghost" onPress={() => setOpen(false)}>
        Leave {label}
      </Button>
    </>
  );
}

describe('Button', () => {
  it('leaves no announcement naming it once it has gone (a pending Sign In, then the app)', async () => {
    render(
      <>
        <Form label="Sign In" />
        <Form label="Save" />
      </>,
    );
    for (const name of ['Sign In', 'Save']) {
      const button = screen.getByRole('button', { name });
      act(() => button.focus());
      await act(async () => button.click());
      expect(button.getAttribute('aria-disabled')).toBe('true');
    }
    // Focused as it started waiting, each button is announced: by its id.
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(announcedIds()).toEqual(expect.arrayContaining([[signIn.id], [save.id]]));

    await act(async () => screen.getByRole('button', { name: 'Leave Sign In' }).click());
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    // Every announcement left names an element in the page: Save's stays, Sign In's went with it.
    expect(announcedIds()).toEqual([[save.id]]);
    for (const ids of announcedIds()) expect(ids.some((id) => document.getElementById(id))).toBe(true);
  });
});
