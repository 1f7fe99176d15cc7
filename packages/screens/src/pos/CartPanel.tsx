import {
  type Cart,
  type CartLine,
  cartTotals,
  DELIVERY_OPTIONS,
  type DeliveryOption,
  EMPTY_CART_TEXT,
  formatMoney,
  lineTotal,
  PAYMENT_OPTIONS,
  type PaymentMethod,
  SALE_TAX_RATE,
} from '@warehouse/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CreditCard,
  Divider,
  DollarSign,
  IconButton,
  type IconComponent,
  Inline,
  Minus,
  NumberField,
  Plus,
  Smartphone,
  Stack,
  Store,
  Text,
  Trash2,
  Truck,
} from '@warehouse/ui';

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

/** The POS cart with quantity controls and totals, then Delivery Options and Payment. */
export function CartPanel({
  cart,
  onQuantityChange,
  onClear,
  onPay,
  onDeliver,
  isPending = false,
}: CartPanelProps) {
  const totals = cartTotals(cart);
  const isEmpty = cart.length === 0;
  const taxPercent = `${Math.round(SALE_TAX_RATE * 100)}%`;
  return (
    <Stack gap="4">
      <Card as="section" aria-label="Cart">
        <CardHeader
          level={2}
          title="Cart"
          description={
            isEmpty ? undefined : `${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'}`
          }
          actions={
            <Button variant="ghost" size="sm" icon={Trash2} isDisabled={isEmpty} onPress={onClear}>
              Clear
            </Button>
          }
        />
        <CardContent>
          {isEmpty ? (
            <Box paddingY="6">
              <Text as="p" tone="muted" align="center">
                {EMPTY_CART_TEXT}
              </Text>
            </Box>
          ) : (
            <Stack gap="4" as="ul" padding="none" aria-label="Cart items">
              {cart.map((line) => (
                <CartRow key={line.id} line={line} onQuantityChange={onQuantityChange} />
              ))}
            </Stack>
          )}
          <Divider spacing="2" />
          <Stack gap="2">
            <Inline justify="space-between">
              <Text tone="muted">Subtotal</Text>
              <Text tabular>{formatMoney(totals.subtotal)}</Text>
            </Inline>
            <Inline justify="space-between">
              <Text tone="muted">{`Tax (${taxPercent})`}</Text>
              <Text tabular>{formatMoney(totals.tax)}</Text>
            </Inline>
            <Inline justify="space-between">
              <Text weight="semibold" size="lg">
                Total
              </Text>
              <Text weight="bold" size="lg" tabular>
                {formatMoney(totals.total)}
              </Text>
            </Inline>
          </Stack>
        </CardContent>
      </Card>
      <Card as="section" aria-label="Delivery Options">
        <CardHeader level={2} title="Delivery Options" />
        <Stack gap="2">
          {DELIVERY_OPTIONS.map((option) => (
            <Button
              key={option.value}
              variant="outline"
              fullWidth
              icon={DELIVERY_ICONS[option.value]}
              isDisabled={isEmpty || isPending}
              onPress={() => onDeliver(option.value)}
            >
              {option.label}
              {option.badge && <Badge tone="info">{option.badge}</Badge>}
            </Button>
          ))}
        </Stack>
      </Card>
      <Card as="section" aria-label="Payment">
        <CardHeader level={2} title="Payment" />
        <Stack gap="2">
          {PAYMENT_OPTIONS.map((option) => (
            <Button
              key={option.value}
              variant={option.value === 'cash' ? 'primary' : 'outline'}
              fullWidth
              icon={PAYMENT_ICONS[option.value]}
              isDisabled={isEmpty || isPending}
              onPress={() => onPay(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function CartRow({
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
        <IconButton
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
        <IconButton
          icon={Plus}
          variant="outline"
          size="sm"
          aria-label={`Increase quantity of ${line.name}`}
          onPress={() => onQuantityChange(line, line.quantity + 1)}
        />
      </Inline>
    </Box>
  );
}
