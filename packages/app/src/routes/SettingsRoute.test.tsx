import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryApi, type WarehouseApi } from '@warehouse/domain/contract';
import { sampleSettings } from '@warehouse/domain/sample';
import type { Settings } from '@warehouse/domain/settings';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../data/ApiProvider';
import { SessionProvider } from '../session/SessionProvider';
import { memorySessionClient } from '../session/sessionClient';
import SettingsRoute from './SettingsRoute';

const stored: Settings = {
  ...sampleSettings,
  general: { ...sampleSettings.general, warehouseName: 'North Depot', ownerName: 'Rosa Diaz' },
};

/** An API whose settings arrive only when the test says so. */
function slowSettingsApi() {
  let deliver: (settings: Settings) => void = () => {};
  const api: WarehouseApi = {
    ...createMemoryApi(),
    getSettings: () => new Promise<Settings>((resolve) => (deliver = resolve)),
  };
  return { api, deliver: (settings: Settings) => deliver(settings) };
}

describe('Settings route: the form shows the stored settings, once they are loaded (issue 13)', () => {
  it('shows skeletons until the settings arrive, then the arrived values, never the sample ones', async () => {
    const { api, deliver } = slowSettingsApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ApiProvider api={api}>
          <SessionProvider client={memorySessionClient}>
            <SettingsRoute />
          </SessionProvider>
        </ApiProvider>
      </QueryClientProvider>,
    );
    const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' });
    const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'Warehouse Name' })).toBeNull();
    expect(save().disabled).toBe(true);

    deliver(stored);
    await screen.findByRole('textbox', { name: 'Warehouse Name' });
    expect(field('Warehouse Name').value).toBe('North Depot');
    expect(field('Owner Name').value).toBe('Rosa Diaz');
    expect(save().disabled).toBe(false);
  });
});
