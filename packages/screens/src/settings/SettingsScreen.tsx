import { PAYMENT_OPTIONS, type PaymentMethod } from '@warehouse/domain/pos';
import type { PasswordChange } from '@warehouse/domain/session';
import { type Settings, type SettingsField, validateSettings } from '@warehouse/domain/settings';
import {
  Bell,
  Button,
  Card,
  CardContent,
  CardHeader,
  CreditCard,
  Database,
  Form,
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
  useFormSubmit,
} from '@warehouse/ui';
import { type ReactNode, useState } from 'react';
import { CurrencyProvider, MoneyField } from '../shared/money';
import { PasswordForm } from '../shared/PasswordForm';
import { recordKey } from '../shared/recordKey';
import { submitChecked } from '../shared/submit';

type SettingsTab = 'general' | 'store' | 'delivery' | 'payments' | 'notifications' | 'security' | 'backup';

export interface SettingsScreenProps {
  /** The stored settings; until they are loaded the tabs show skeletons and Save Changes waits. */
  settings?: Settings;
  isLoading?: boolean;
  /** The tab open at first. */
  defaultTab?: SettingsTab;
  /** "Save Changes" with the edited settings; may return a promise (rejecting keeps the edits). */
  onSave?: (settings: Settings) => unknown;
  /** Security's "Update Password" with the checked change; may return a promise. */
  onChangePassword?: (change: PasswordChange) => unknown;
  /** The business's locations: where the Point of Sale may sell from (Store). */
  locations?: readonly { id: string; name: string }[];
}

/** §9 Fast delivery is described in settings as a 15-minute express. */
const FAST_DELIVERY_DESCRIPTION = '15-minute express delivery';

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

/** A field's form name: the key its errors come back under. */
const field = (name: SettingsField) => name;

/**
 * Settings: General, Store, Delivery, Payments, Notifications, Security and Backup. The form starts
 * from the settings once they are loaded, and starts again when other settings arrive (on the tab
 * that was open).
 */
export function SettingsScreen({
  settings,
  isLoading = false,
  defaultTab = 'general',
  ...rest
}: SettingsScreenProps) {
  const [tab, setTab] = useState<SettingsTab>(defaultTab);
  const loaded = isLoading ? undefined : settings;
  return (
    <SettingsForm
      key={loaded ? recordKey(loaded) : 'loading'}
      initial={loaded}
      tab={tab}
      onTabChange={setTab}
      {...rest}
    />
  );
}

function SettingsForm({
  initial,
  tab: selectedTab,
  onTabChange,
  onSave,
  onChangePassword,
  locations = [],
}: Omit<SettingsScreenProps, 'settings' | 'isLoading' | 'defaultTab'> & {
  initial: Settings | undefined;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
}) {
  const [edited, setSettings] = useState(initial);
  const { formProps, submit, isPending } = useFormSubmit(async () => {
    if (!edited) return undefined;
    const outcome = await submitChecked(validateSettings(edited), onSave);
    // A refused field may sit on another tab: open the first one that has an error.
    const first = Object.keys(outcome ?? {})[0];
    if (first) onTabChange(first.split('.')[0] as SettingsTab);
    return outcome;
  });
  const isLoading = edited === undefined;

  const update = (change: (settings: Settings) => Settings) =>
    setSettings((current) => current && change(current));
  const setGeneral = (patch: Partial<Settings['general']>) =>
    update((s) => ({ ...s, general: { ...s.general, ...patch } }));
  const setStore = (patch: Partial<Settings['store']>) =>
    update((s) => ({ ...s, store: { ...s.store, ...patch } }));
  const setDelivery = (patch: Partial<Settings['delivery']>) =>
    update((s) => ({ ...s, delivery: { ...s.delivery, ...patch } }));
  const setBackup = (patch: Partial<Settings['backup']>) =>
    update((s) => ({ ...s, backup: { ...s.backup, ...patch } }));
  const setToggles = <K extends keyof Settings['toggles']>(
    group: K,
    patch: Partial<Settings['toggles'][K]>,
  ) => update((s) => ({ ...s, toggles: { ...s.toggles, [group]: { ...s.toggles[group], ...patch } } }));
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
    body: (settings: Settings) => ReactNode,
  ) => ({
    id,
    label,
    icon,
    content: (
      <Card>
        <CardHeader title={title} level={2} description={description} />
        <CardContent>
          {edited === undefined ? (
            <FieldSkeletons />
          ) : (
            <Form {...formProps} aria-label={title}>
              {body(edited)}
            </Form>
          )}
        </CardContent>
      </Card>
    ),
  });

  return (
    <Stack gap="6">
      <PageHeader
        title="Settings"
        description="Configure your warehouse, store, delivery and account preferences."
        actions={
          // A role that may not change the settings reads them without Save Changes.
          onSave && (
            <Button icon={Save} isDisabled={isLoading} isPending={isPending} onPress={submit}>
              Save Changes
            </Button>
          )
        }
      />
      <Tabs
        aria-label="Settings sections"
        selectedKey={selectedTab}
        onSelectionChange={(key) => onTabChange(key as SettingsTab)}
        items={[
          tab(
            'general',
            'General',
            SettingsIcon,
            'General Settings',
            'Your business details.',
            ({ general }) => (
              <Grid columns={2}>
                <TextField
                  label="Warehouse Name"
                  name={field('general.warehouseName')}
                  value={general.warehouseName}
                  onChange={(warehouseName) => setGeneral({ warehouseName })}
                />
                <TextField
                  label="Owner Name"
                  name={field('general.ownerName')}
                  value={general.ownerName}
                  onChange={(ownerName) => setGeneral({ ownerName })}
                />
                <TextField
                  label="Business Address"
                  name={field('general.businessAddress')}
                  value={general.businessAddress}
                  onChange={(businessAddress) => setGeneral({ businessAddress })}
                />
                <TextField
                  label="Phone"
                  name={field('general.phone')}
                  type="tel"
                  value={general.phone}
                  onChange={(phone) => setGeneral({ phone })}
                />
                <TextField
                  label="Email"
                  name={field('general.email')}
                  type="email"
                  value={general.email}
                  onChange={(email) => setGeneral({ email })}
                />
              </Grid>
            ),
          ),
          tab(
            'store',
            'Store',
            Store,
            'Store Settings',
            'Currency, tax, stock and time zone defaults, and where the Point of Sale sells from.',
            ({ store }) => (
              <Grid columns={2}>
                <Select
                  label="Default Currency"
                  items={CURRENCY_OPTIONS}
                  selectedKey={store.defaultCurrency}
                  onSelectionChange={(key) => key != null && setStore({ defaultCurrency: String(key) })}
                />
                <NumberField
                  label="Tax Rate (%)"
                  name={field('store.taxRatePercent')}
                  value={store.taxRatePercent}
                  minValue={0}
                  maxValue={100}
                  step={0.01}
                  onChange={num((taxRatePercent) => setStore({ taxRatePercent }))}
                />
                <NumberField
                  label="Default Low Stock Threshold"
                  name={field('store.defaultLowStockThreshold')}
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
                <Select
                  label="Point of Sale Location"
                  description="The till sells this location's stock."
                  name={field('store.posLocationId')}
                  items={locations.map((location) => ({ id: location.id, label: location.name }))}
                  selectedKey={store.posLocationId}
                  onSelectionChange={(key) => key != null && setStore({ posLocationId: String(key) })}
                />
                <NumberField
                  label="Till Sign-out (minutes)"
                  description="A cashier's session ends after this long without use."
                  name={field('store.tillIdleMinutes')}
                  value={store.tillIdleMinutes}
                  minValue={1}
                  step={1}
                  onChange={num((tillIdleMinutes) => setStore({ tillIdleMinutes }))}
                />
                <NumberField
                  label="Cashier Discount Limit (%)"
                  description="The largest discount a cashier may give; owners and managers have none."
                  name={field('store.cashierDiscountLimitPercent')}
                  value={store.cashierDiscountLimitPercent}
                  minValue={0}
                  maxValue={100}
                  step={0.01}
                  onChange={num((cashierDiscountLimitPercent) => setStore({ cashierDiscountLimitPercent }))}
                />
                <NumberField
                  label="Return Window (days)"
                  description="Days after a sale that a cashier may take it back; then a manager or owner."
                  name={field('store.returnWindowDays')}
                  value={store.returnWindowDays}
                  minValue={0}
                  step={1}
                  onChange={num((returnWindowDays) => setStore({ returnWindowDays }))}
                />
                <CurrencyProvider currency={store.defaultCurrency}>
                  <MoneyField
                    label="Cashier Refund Limit"
                    description="The largest refund a cashier gives alone; a manager or owner gives more."
                    name={field('store.cashierRefundLimit')}
                    value={store.cashierRefundLimit}
                    onChange={num((cashierRefundLimit) => setStore({ cashierRefundLimit }))}
                  />
                </CurrencyProvider>
                <Switch
                  isSelected={store.cashSaleNeedsOpenDrawer}
                  onChange={(cashSaleNeedsOpenDrawer) => setStore({ cashSaleNeedsOpenDrawer })}
                  description="A cash sale is refused until its cashier opens the cash drawer with a float."
                >
                  Cash Sales Need an Open Drawer
                </Switch>
              </Grid>
            ),
          ),
          tab(
            'delivery',
            'Delivery',
            Truck,
            'Delivery Settings',
            'Delivery options, fees and coverage.',
            ({ delivery, toggles, store }) => (
              <CurrencyProvider currency={store.defaultCurrency}>
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
                    <MoneyField
                      label="Delivery Fee"
                      name={field('delivery.deliveryFee')}
                      value={delivery.deliveryFee}
                      onChange={num((deliveryFee) => setDelivery({ deliveryFee }))}
                    />
                    <MoneyField
                      label="Free Delivery Threshold"
                      name={field('delivery.freeDeliveryThreshold')}
                      value={delivery.freeDeliveryThreshold}
                      onChange={num((freeDeliveryThreshold) => setDelivery({ freeDeliveryThreshold }))}
                    />
                    <NumberField
                      label="Delivery Radius"
                      name={field('delivery.deliveryRadiusMiles')}
                      value={delivery.deliveryRadiusMiles}
                      minValue={0}
                      formatOptions={{ style: 'unit', unit: 'mile', unitDisplay: 'long' }}
                      onChange={num((deliveryRadiusMiles) => setDelivery({ deliveryRadiusMiles }))}
                    />
                    <NumberField
                      label="Average Delivery Time"
                      name={field('delivery.averageDeliveryTimeMinutes')}
                      value={delivery.averageDeliveryTimeMinutes}
                      minValue={0}
                      formatOptions={{ style: 'unit', unit: 'minute', unitDisplay: 'long' }}
                      onChange={num((averageDeliveryTimeMinutes) =>
                        setDelivery({ averageDeliveryTimeMinutes }),
                      )}
                    />
                  </Grid>
                </Stack>
              </CurrencyProvider>
            ),
          ),
          tab(
            'payments',
            'Payments',
            CreditCard,
            'Payment Settings',
            'The payment methods you accept.',
            ({ toggles }) => (
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
              </Stack>
            ),
          ),
          tab(
            'notifications',
            'Notifications',
            Bell,
            'Notification Settings',
            'Choose which alerts you receive.',
            ({ toggles }) => (
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
              </Stack>
            ),
          ),
          {
            id: 'security',
            label: 'Security',
            icon: Shield,
            content: (
              <Card>
                <CardHeader title="Security Settings" level={2} description="Change your password." />
                <CardContent>
                  {isLoading ? <FieldSkeletons /> : <PasswordForm onChangePassword={onChangePassword} />}
                </CardContent>
              </Card>
            ),
          },
          tab(
            'backup',
            'Backup',
            Database,
            'Backup Settings',
            'Keep a copy of your data.',
            ({ toggles, backup }) => (
              <Stack gap="4">
                <Switch
                  isSelected={toggles.backup.automaticBackups}
                  onChange={(automaticBackups) => setToggles('backup', { automaticBackups })}
                  description="Back up your data automatically."
                >
                  Automatic Backups
                </Switch>
                <Grid columns={2}>
                  <TextField
                    label="Backup Time"
                    description="Each day at this time (HH:MM, 24-hour)."
                    name={field('backup.timeOfDay')}
                    value={backup.timeOfDay}
                    onChange={(timeOfDay) => setBackup({ timeOfDay })}
                  />
                  <NumberField
                    label="Backups to Keep"
                    description="Older automatic backups are removed."
                    name={field('backup.keep')}
                    value={backup.keep}
                    minValue={1}
                    step={1}
                    onChange={num((keep) => setBackup({ keep }))}
                  />
                </Grid>
              </Stack>
            ),
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
