import { formatMoney } from '@warehouse/domain/format';
import { EMPTY_CART_TEXT } from '@warehouse/domain/notices';
import {
  type Cart,
  type CartLine,
  cartTotals,
  DELIVERY_OPTIONS,
  type DeliveryOption,
  lineTotal,
  PAYMENT_OPTIONS,
  type PaymentMethod,
} from '@warehouse/domain/pos';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CreditCard,
  Divider,
  DollarSign,
  Grid,
  type IconComponent,
  Inline,
  Minus,
  NumberField,
  Plus,
  RowButton,
  Smartphone,
  Stack,
  Store,
  Text,
  Trash2,
  Truck,
} from '@warehouse/ui';
import { memo } from 'react';
import { SaleTotals } from '../shared/SaleTotals';

const PAYMENT_ICONS: Readonly<Record<PaymentMethod, IconComponent>> = {
  cash: DollarSign,
  card: CreditCard,
  mobile: Smartphone,
};
const DELIVERY_ICONS: Readonly<Record<DeliveryOption, IconComponent>> = { pickup: Store, fast: Truck };

export interface CartPanelProps {
  cart: Cart;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  onClear: () => void;
  onPay: (method: PaymentMethod) => void;
  onDeliver: (option: DeliveryOption) => void;
  isPending?: boolean;
}

/**
 * The POS cart with quantity controls and totals, then Delivery Options and Payment.
 *
 * A product added to the cart re-renders only what it changes: the item count, the new or changed
 * line and the totals. The lines, the Clear button and the Delivery Options and Payment sections
 * are memoized (on the line, and on whether the cart is empty or a checkout is pending), and so is
 * the panel (a search does not render it again), so pass callbacks that keep their identity.
 */
export const CartPanel = memo(function CartPanel({
  cart,
  onQuantityChange,
  onClear,
  onPay,
  onDeliver,
  isPending = false,
}: CartPanelProps) {
  const totals = cartTotals(cart);
  const isEmpty = cart.length === 0;
  return (
    <Stack gap="4" minHeight="0">
      <Card as="section" aria-label="Cart" shrinks>
        <CardHeader
          level={2}
          title="Cart"
          description={
            isEmpty ? undefined : `${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'}`
          }
          actions={<ClearButton isDisabled={isEmpty} onClear={onClear} />}
        />
        <CardContent>
          {isEmpty ? (
            EMPTY_CART
          ) : (
            // The lines scroll inside the card when the cart is taller than the room it has.
            <Stack gap="4" as="ul" padding="none" aria-label="Cart items" overflow="auto" minHeight="0">
              {cart.map((line) => (
                <CartRow key={line.id} line={line} onQuantityChange={onQuantityChange} />
              ))}
            </Stack>
          )}
          {TOTALS_DIVIDER}
          <SaleTotals subtotal={totals.subtotal} tax={totals.tax} total={totals.total} />
        </CardContent>
      </Card>
      <Card>
        <DeliveryOptions isDisabled={isEmpty || isPending} onDeliver={onDeliver} />
        <PaymentOptions isDisabled={isEmpty || isPending} onPay={onPay} />
      </Card>
    </Stack>
  );
});

// The parts that never change are made once.
const EMPTY_CART = (
  <Box paddingY="6">
    <Text as="p" tone="muted" align="center">
      {EMPTY_CART_TEXT}
    </Text>
  </Box>
);
const TOTALS_DIVIDER = <Divider spacing="2" />;
const ClearButton = memo(function ClearButton({
  isDisabled,
  onClear,
}: {
  isDisabled: boolean;
  onClear: () => void;
}) {
  return (
    <Button variant="ghost" size="sm" icon={Trash2} isDisabled={isDisabled} onPress={onClear}>
      Clear
    </Button>
  );
});

const DeliveryOptions = memo(function DeliveryOptions({
  isDisabled,
  onDeliver,
}: {
  isDisabled: boolean;
  onDeliver: (option: DeliveryOption) => void;
}) {
  return (
    <Stack as="section" gap="3" aria-label="Delivery Options">
      <CardTitle level={2}>Delivery Options</CardTitle>
      <Stack gap="2">
        {DELIVERY_OPTIONS.map((option) => (
          <Button
            key={option.value}
            variant="outline"
            fullWidth
            icon={DELIVERY_ICONS[option.value]}
            isDisabled={isDisabled}
            onPress={() => onDeliver(option.value)}
          >
            {option.label}
            {option.badge && <Badge tone="info">{option.badge}</Badge>}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
});

const PaymentOptions = memo(function PaymentOptions({
  isDisabled,
  onPay,
}: {
  isDisabled: boolean;
  onPay: (method: PaymentMethod) => void;
}) {
  return (
    <Stack as="section" gap="3" aria-label="Payment">
      <CardTitle level={2}>Payment</CardTitle>
      {/* Cash across; card and mobile wallet side by side where there is room. */}
      <Grid columns={2} gap="2">
        {PAYMENT_OPTIONS.map((option) => (
          <Box key={option.value} {...(option.value === 'cash' ? { gridColumn: 'full' as const } : {})}>
            <Button
              variant={option.value === 'cash' ? 'primary' : 'outline'}
              fullWidth
              icon={PAYMENT_ICONS[option.value]}
              isDisabled={isDisabled}
              onPress={() => onPay(option.value)}
            >
              {option.label}
            </Button>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
});

const CartRow = memo(function CartRow({
  line,
  onQuantityChange,
}: {
  line: CartLine;
  onQuantityChange: (line: CartLine, quantity: number) => void;
}) {
  return (
    <Box as="li" display="flex" flexDirection="column" gap="2" aria-label={line.name}>
      <Inline justify="space-between" wrap={false} gap="3">
        <Box minWidth="0">
          <Text as="div" weight="medium" truncate>
            {line.name}
          </Text>
          <Text as="div" tone="muted" size="sm" tabular>
            {`${formatMoney(line.price)} each`}
          </Text>
        </Box>
        <Text weight="semibold" tabular>
          {formatMoney(lineTotal(line))}
        </Text>
      </Inline>
      <Inline gap="1" wrap={false}>
        <RowButton
          icon={Minus}
          variant="outline"
          size="sm"
          aria-label={`Decrease quantity of ${line.name}`}
          onPress={() => onQuantityChange(line, line.quantity - 1)}
        />
        <Box maxWidth="narrow">
          <NumberField
            aria-label={`Quantity of ${line.name}`}
            size="sm"
            hideStepper
            minValue={0}
            step={1}
            value={line.quantity}
            onChange={(value) => onQuantityChange(line, value)}
          />
        </Box>
        <RowButton
          icon={Plus}
          variant="outline"
          size="sm"
          aria-label={`Increase quantity of ${line.name}`}
          onPress={() => onQuantityChange(line, line.quantity + 1)}
        />
      </Inline>
    </Box>
  );
});
