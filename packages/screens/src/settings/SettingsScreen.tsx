import { PAYMENT_OPTIONS, type PaymentMethod, type Settings } from '@warehouse/domain';
import {
  Bell,
  Button,
  Card,
  CardContent,
  CardHeader,
  CreditCard,
  Database,
  Grid,
  type IconComponent,
  NumberField,
  PageHeader,
  Save,
  Select,
  Settings as SettingsIcon,
  Shield,
  Skeleton,
  SkeletonGroup,
  Stack,
  Store,
  Switch,
  Tabs,
  TextField,
  Truck,
} from '@warehouse/ui';
import { type ReactNode, useState } from 'react';

export type SettingsTab =
  | 'general'
  | 'store'
  | 'delivery'
  | 'payments'
  | 'notifications'
  | 'security'
  | 'backup';

export interface SettingsScreenProps {
  /** The initial values (domain `sampleSettings` holds the spec's defaults). */
  settings: Settings;
  isLoading?: boolean;
  /** The tab open at first. */
  defaultTab?: SettingsTab;
  /** "Save Changes" with the edited settings (nothing is persisted in the spec). */
  onSave?: (settings: Settings) => void;
}

/** §9 Fast delivery is described in settings as a 15-minute express. */
export const FAST_DELIVERY_DESCRIPTION = '15-minute express delivery';

const CURRENCY_OPTIONS = [
  { id: 'USD', label: 'USD — US Dollar' },
  { id: 'EUR', label: 'EUR — Euro' },
  { id: 'GBP', label: 'GBP — British Pound' },
  { id: 'CAD', label: 'CAD — Canadian Dollar' },
];

const TIMEZONE_OPTIONS = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'UTC',
].map((zone) => ({ id: zone, label: zone }));

const money = { style: 'currency', currency: 'USD' } as const;

/** Settings: General, Store, Delivery, Payments, Notifications, Security and Backup. */
export function SettingsScreen({
  settings: initial,
  isLoading = false,
  defaultTab = 'general',
  onSave,
}: SettingsScreenProps) {
  const [settings, setSettings] = useState(initial);
  const { general, store, delivery, toggles, password } = settings;

  const setGeneral = (patch: Partial<Settings['general']>) =>
    setSettings((s) => ({ ...s, general: { ...s.general, ...patch } }));
  const setStore = (patch: Partial<Settings['store']>) =>
    setSettings((s) => ({ ...s, store: { ...s.store, ...patch } }));
  const setDelivery = (patch: Partial<Settings['delivery']>) =>
    setSettings((s) => ({ ...s, delivery: { ...s.delivery, ...patch } }));
  const setToggles = <K extends keyof Settings['toggles']>(
    group: K,
    patch: Partial<Settings['toggles'][K]>,
  ) => setSettings((s) => ({ ...s, toggles: { ...s.toggles, [group]: { ...s.toggles[group], ...patch } } }));
  const setPassword = (patch: Partial<Settings['password']>) =>
    setSettings((s) => ({ ...s, password: { ...s.password, ...patch } }));
  /** A cleared number field keeps the previous value. */
  const num = (apply: (value: number) => void) => (value: number) => {
    if (Number.isFinite(value)) apply(value);
  };

  const tab = (
    id: SettingsTab,
    label: string,
    icon: IconComponent,
    title: string,
    description: string,
    body: ReactNode,
  ) => ({
    id,
    label,
    icon,
    content: (
      <Card>
        <CardHeader title={title} level={2} description={description} />
        <CardContent>{isLoading ? <FieldSkeletons /> : body}</CardContent>
      </Card>
    ),
  });

  return (
    <Stack gap="6">
      <PageHeader
        title="Settings"
        description="Configure your warehouse, store, delivery and account preferences."
        actions={
          <Button icon={Save} isDisabled={isLoading} onPress={() => onSave?.(settings)}>
            Save Changes
          </Button>
        }
      />
      <Tabs
        aria-label="Settings sections"
        defaultSelectedKey={defaultTab}
        items={[
          tab(
            'general',
            'General',
            SettingsIcon,
            'General Settings',
            'Your business details.',
            <Grid columns={2}>
              <TextField
                label="Warehouse Name"
                value={general.warehouseName}
                onChange={(warehouseName) => setGeneral({ warehouseName })}
              />
              <TextField
                label="Owner Name"
                value={general.ownerName}
                onChange={(ownerName) => setGeneral({ ownerName })}
              />
              <TextField
                label="Business Address"
                value={general.businessAddress}
                onChange={(businessAddress) => setGeneral({ businessAddress })}
              />
              <TextField
                label="Phone"
                type="tel"
                value={general.phone}
                onChange={(phone) => setGeneral({ phone })}
              />
              <TextField
                label="Email"
                type="email"
                value={general.email}
                onChange={(email) => setGeneral({ email })}
              />
            </Grid>,
          ),
          tab(
            'store',
            'Store',
            Store,
            'Store Settings',
            'Currency, tax, stock and time zone defaults.',
            <Grid columns={2}>
              <Select
                label="Default Currency"
                items={CURRENCY_OPTIONS}
                selectedKey={store.defaultCurrency}
                onSelectionChange={(key) => key != null && setStore({ defaultCurrency: String(key) })}
              />
              <NumberField
                label="Tax Rate (%)"
                value={store.taxRatePercent}
                minValue={0}
                maxValue={100}
                step={0.01}
                onChange={num((taxRatePercent) => setStore({ taxRatePercent }))}
              />
              <NumberField
                label="Default Low Stock Threshold"
                value={store.defaultLowStockThreshold}
                minValue={0}
                step={1}
                onChange={num((defaultLowStockThreshold) => setStore({ defaultLowStockThreshold }))}
              />
              <Select
                label="Timezone"
                items={TIMEZONE_OPTIONS}
                selectedKey={store.timezone}
                onSelectionChange={(key) => key != null && setStore({ timezone: String(key) })}
              />
            </Grid>,
          ),
          tab(
            'delivery',
            'Delivery',
            Truck,
            'Delivery Settings',
            'Delivery options, fees and coverage.',
            <Stack gap="6">
              <Stack gap="4">
                <Switch
                  isSelected={toggles.delivery.enableDelivery}
                  onChange={(enableDelivery) => setToggles('delivery', { enableDelivery })}
                  description="Offer delivery to your customers."
                >
                  Enable Delivery
                </Switch>
                <Switch
                  isSelected={toggles.delivery.fastDelivery}
                  onChange={(fastDelivery) => setToggles('delivery', { fastDelivery })}
                  description={FAST_DELIVERY_DESCRIPTION}
                >
                  Fast Delivery
                </Switch>
              </Stack>
              <Grid columns={2}>
                <NumberField
                  label="Delivery Fee"
                  value={delivery.deliveryFee}
                  minValue={0}
                  step={0.01}
                  formatOptions={money}
                  onChange={num((deliveryFee) => setDelivery({ deliveryFee }))}
                />
                <NumberField
                  label="Free Delivery Threshold"
                  value={delivery.freeDeliveryThreshold}
                  minValue={0}
                  step={0.01}
                  formatOptions={money}
                  onChange={num((freeDeliveryThreshold) => setDelivery({ freeDeliveryThreshold }))}
                />
                <NumberField
                  label="Delivery Radius"
                  value={delivery.deliveryRadiusMiles}
                  minValue={0}
                  formatOptions={{ style: 'unit', unit: 'mile', unitDisplay: 'long' }}
                  onChange={num((deliveryRadiusMiles) => setDelivery({ deliveryRadiusMiles }))}
                />
                <NumberField
                  label="Average Delivery Time"
                  value={delivery.averageDeliveryTimeMinutes}
                  minValue={0}
                  formatOptions={{ style: 'unit', unit: 'minute', unitDisplay: 'long' }}
                  onChange={num((averageDeliveryTimeMinutes) => setDelivery({ averageDeliveryTimeMinutes }))}
                />
              </Grid>
            </Stack>,
          ),
          tab(
            'payments',
            'Payments',
            CreditCard,
            'Payment Settings',
            'The payment methods you accept.',
            <Stack gap="4">
              {PAYMENT_OPTIONS.map((option) => (
                <Switch
                  key={option.value}
                  isSelected={toggles.payments[option.value as PaymentMethod]}
                  onChange={(on) => setToggles('payments', { [option.value]: on })}
                >
                  {option.label}
                </Switch>
              ))}
            </Stack>,
          ),
          tab(
            'notifications',
            'Notifications',
            Bell,
            'Notification Settings',
            'Choose which alerts you receive.',
            <Stack gap="4">
              <Switch
                isSelected={toggles.notifications.lowStock}
                onChange={(lowStock) => setToggles('notifications', { lowStock })}
                description="When an item falls to its low stock threshold."
              >
                Low Stock Alerts
              </Switch>
              <Switch
                isSelected={toggles.notifications.newOrders}
                onChange={(newOrders) => setToggles('notifications', { newOrders })}
                description="When a new order is placed."
              >
                New Orders
              </Switch>
              <Switch
                isSelected={toggles.notifications.marketing}
                onChange={(marketing) => setToggles('notifications', { marketing })}
                description="Product news and tips."
              >
                Marketing
              </Switch>
            </Stack>,
          ),
          tab(
            'security',
            'Security',
            Shield,
            'Security Settings',
            'Change your password.',
            <Stack gap="4">
              <Grid columns={2}>
                <TextField
                  label="Current Password"
                  type="password"
                  autoComplete="current-password"
                  value={password.currentPassword}
                  onChange={(currentPassword) => setPassword({ currentPassword })}
                />
              </Grid>
              <Grid columns={2}>
                <TextField
                  label="New Password"
                  type="password"
                  autoComplete="new-password"
                  value={password.newPassword}
                  onChange={(newPassword) => setPassword({ newPassword })}
                />
                <TextField
                  label="Confirm Password"
                  type="password"
                  autoComplete="new-password"
                  value={password.confirmPassword}
                  onChange={(confirmPassword) => setPassword({ confirmPassword })}
                />
              </Grid>
            </Stack>,
          ),
          tab(
            'backup',
            'Backup',
            Database,
            'Backup Settings',
            'Keep a copy of your data.',
            <Switch
              isSelected={toggles.backup.automaticBackups}
              onChange={(automaticBackups) => setToggles('backup', { automaticBackups })}
              description="Back up your data automatically."
            >
              Automatic Backups
            </Switch>,
          ),
        ]}
      />
    </Stack>
  );
}

function FieldSkeletons() {
  return (
    <SkeletonGroup label="Loading settings">
      <Grid columns={2}>
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} gap="2">
            <Skeleton width="1/4" />
            <Skeleton shape="block" size="sm" />
          </Stack>
        ))}
      </Grid>
    </SkeletonGroup>
  );
}
