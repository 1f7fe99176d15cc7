import { EMPTY_CART_TEXT } from '@warehouse/domain/notices';
import {
  type Cart,
  type CartLine,
  type CartTotals,
  DELIVERY_OPTIONS,
  type DeliveryOption,
  type Discount,
  lineTotal,
  PAYMENT_OPTIONS,
  type PaymentMethod,
  type TillSettings,
} from '@warehouse/domain/pos';
import { EXCHANGE_REFUND_DESTINATIONS, type ExchangeRefundDestination } from '@warehouse/domain/returns';
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
  FileText,
  Grid,
  IconButton,
  type IconComponent,
  Inline,
  Minus,
  NumberField,
  Percent,
  Plus,
  RefreshCw,
  RowButton,
  Smartphone,
  Stack,
  Store,
  Text,
  Trash2,
  Truck,
} from '@warehouse/ui';
import { memo, useState } from 'react';
import { useMoney } from '../shared/money';
import { RefundToField } from '../shared/RefundToField';
import { SaleTotals } from '../shared/SaleTotals';

const PAYMENT_ICONS: Readonly<Record<PaymentMethod, IconComponent>> = {
  cash: DollarSign,
  card: CreditCard,
  mobile: Smartphone,
};
const DELIVERY_ICONS: Readonly<Record<DeliveryOption, IconComponent>> = { pickup: Store, fast: Truck };

export interface CartPanelProps {
  cart: Cart;
  /** The cart's figures at the settings' rate (`cartTotals`). */
  totals: CartTotals;
  cartDiscount?: Discount;
  /** What the till sells by: its tax rate, and which payment methods and delivery options it offers. Until read, every option waits. */
  till?: TillSettings;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  onLineDiscount: (line: CartLine) => void;
  onCartDiscount: () => void;
  onClear: () => void;
  onPay: (method: PaymentMethod) => void;
  onDeliver: (option: DeliveryOption) => void;
  /** "On Account": offered for a customer with payment terms (an unpaid invoice, no tender). */
  onAccount?: () => void;
  isPending?: boolean;
  /** The sale's customer, named in the cart's header (none: no customers at this till). */
  customerName?: string;
  /** The customer chooser's button, beside Discount and Clear. */
  customer?: React.ReactNode;
  /**
   * An exchange: the credit of what came back from `saleId` pays first. Then a payment takes what
   * is still due, or "Complete Exchange" records it when the credit covers the cart (the rest
   * refunded where chosen: the original payment, or cash from the drawer). No delivery or account
   * during an exchange.
   */
  exchange?: {
    saleId: string;
    credit: number;
    onComplete: (refundTo: ExchangeRefundDestination) => void;
    onCancel: () => void;
  };
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
  totals,
  cartDiscount,
  till,
  onQuantityChange,
  onLineDiscount,
  onCartDiscount,
  onClear,
  onPay,
  onDeliver,
  onAccount,
  isPending = false,
  customerName,
  customer,
  exchange,
}: CartPanelProps) {
  const isEmpty = cart.length === 0;
  const isDisabled = isEmpty || isPending || !till;
  const due = exchange ? totals.total - exchange.credit : totals.total;
  return (
    <Stack gap="4" minHeight="0">
      <Card as="section" aria-label="Cart" shrinks>
        <CardHeader
          level={2}
          title="Cart"
          description={[
            customerName,
            isEmpty ? undefined : `${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          actions={
            <Inline gap="1" wrap={false}>
              {customer}
              <IconButton
                size="sm"
                icon={Percent}
                aria-label={cartDiscount ? 'Edit Cart Discount' : 'Cart Discount'}
                tooltip
                isDisabled={isEmpty}
                onPress={onCartDiscount}
              />
              <ClearButton isDisabled={isEmpty} onClear={onClear} />
            </Inline>
          }
        />
        <CardContent>
          {isEmpty ? (
            EMPTY_CART
          ) : (
            // The lines scroll inside the card when the cart is taller than the room it has.
            <Stack gap="4" as="ul" padding="none" aria-label="Cart items" overflow="auto" minHeight="0">
              {cart.map((line) => (
                <CartRow
                  key={line.id}
                  line={line}
                  onQuantityChange={onQuantityChange}
                  onDiscount={onLineDiscount}
                />
              ))}
            </Stack>
          )}
          {/* Only the lines give way when the window is short: the totals keep their room. */}
          <Stack gap="3" flexShrink="0">
            {TOTALS_DIVIDER}
            <SaleTotals
              subtotal={totals.subtotal}
              discount={totals.discount}
              tax={totals.tax}
              {...(till ? { taxRatePercent: till.taxRatePercent } : {})}
              deliveryFee={totals.deliveryFee}
              total={totals.total}
            />
            {exchange && <ExchangeCredit saleId={exchange.saleId} credit={exchange.credit} due={due} />}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        {!exchange && (
          <DeliveryOptions
            offered={till?.delivery ?? EVERY_DELIVERY_OPTION}
            isDisabled={isDisabled}
            onDeliver={onDeliver}
          />
        )}
        {exchange && due <= 0 ? (
          <CompleteExchange refund={-due} isDisabled={isDisabled} onComplete={exchange.onComplete} />
        ) : (
          <PaymentOptions
            offered={till?.payments ?? EVERY_PAYMENT_METHOD}
            isDisabled={isDisabled}
            onPay={onPay}
            {...(onAccount && !exchange ? { onAccount } : {})}
          />
        )}
        {exchange && (
          <Button variant="ghost" fullWidth isDisabled={isPending} onPress={exchange.onCancel}>
            Cancel Exchange
          </Button>
        )}
      </Card>
    </Stack>
  );
});

/** "Complete Exchange" when the credit covers the cart: what is left over goes back where chosen. */
function CompleteExchange({
  refund,
  isDisabled,
  onComplete,
}: {
  refund: number;
  isDisabled: boolean;
  onComplete: (refundTo: ExchangeRefundDestination) => void;
}) {
  const [refundTo, setRefundTo] = useState<ExchangeRefundDestination>('original');
  return (
    <Stack as="section" gap="3" aria-label="Payment">
      <CardTitle level={2}>Payment</CardTitle>
      {refund > 0 && (
        <RefundToField destinations={EXCHANGE_REFUND_DESTINATIONS} value={refundTo} onChange={setRefundTo} />
      )}
      <Button fullWidth icon={RefreshCw} isDisabled={isDisabled} onPress={() => onComplete(refundTo)}>
        Complete Exchange
      </Button>
    </Stack>
  );
}

/** An exchange's credit under the totals, and what is left: due from the customer, or theirs back. */
function ExchangeCredit({ saleId, credit, due }: { saleId: string; credit: number; due: number }) {
  const { format: formatMoney } = useMoney();
  return (
    <Stack gap="2" role="group" aria-label="Exchange">
      <Inline justify="space-between" gap="3">
        <Text tone="muted">{`Exchange Credit from ${saleId}`}</Text>
        <Text tone="positive" tabular>{`−${formatMoney(credit)}`}</Text>
      </Inline>
      <Inline justify="space-between" gap="3" role="status">
        <Text weight="semibold">{due >= 0 ? 'Amount Due' : 'Refund'}</Text>
        <Text weight="bold" size="lg" tabular>
          {formatMoney(Math.abs(due))}
        </Text>
      </Inline>
    </Stack>
  );
}

// The parts that never change are made once.
const EMPTY_CART = (
  <Box paddingY="2">
    <Text as="p" tone="muted" align="center">
      {EMPTY_CART_TEXT}
    </Text>
  </Box>
);
const TOTALS_DIVIDER = <Divider spacing="2" />;
const EVERY_DELIVERY_OPTION: TillSettings['delivery'] = { pickup: true, fast: true };
const EVERY_PAYMENT_METHOD: TillSettings['payments'] = { cash: true, card: true, mobile: true };
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
  offered,
  isDisabled,
  onDeliver,
}: {
  offered: TillSettings['delivery'];
  isDisabled: boolean;
  onDeliver: (option: DeliveryOption) => void;
}) {
  return (
    <Stack as="section" gap="3" aria-label="Delivery Options">
      <CardTitle level={2}>Delivery Options</CardTitle>
      <Stack gap="2">
        {DELIVERY_OPTIONS.filter((option) => offered[option.value]).map((option) => (
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
  offered,
  isDisabled,
  onPay,
  onAccount,
}: {
  offered: TillSettings['payments'];
  isDisabled: boolean;
  onPay: (method: PaymentMethod) => void;
  onAccount?: () => void;
}) {
  const options = PAYMENT_OPTIONS.filter((option) => offered[option.value]);
  return (
    <Stack as="section" gap="3" aria-label="Payment">
      <CardTitle level={2}>Payment</CardTitle>
      {options.length === 0 && (
        <Text tone="muted" size="sm">
          Every payment method is turned off in Settings → Payments.
        </Text>
      )}
      {/* Cash across; card and mobile wallet side by side where there is room. */}
      <Grid columns={2} gap="2">
        {options.map((option) => (
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
        {onAccount && (
          <Box gridColumn="full">
            <Button variant="outline" fullWidth icon={FileText} isDisabled={isDisabled} onPress={onAccount}>
              On Account
            </Button>
          </Box>
        )}
      </Grid>
    </Stack>
  );
});

const CartRow = memo(function CartRow({
  line,
  onQuantityChange,
  onDiscount,
}: {
  line: CartLine;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  onDiscount: (line: CartLine) => void;
}) {
  const { format: formatMoney } = useMoney();
  const gross = lineTotal(line);
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
          {line.discount && (
            <Text as="div" tone="positive" size="sm" tabular>
              {`${discountLabel(line.discount, formatMoney)} · ${line.discount.reason}`}
            </Text>
          )}
        </Box>
        <Text weight="semibold" tabular>
          {formatMoney(gross)}
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
        <RowButton
          icon={Percent}
          variant="ghost"
          size="sm"
          aria-label={`Discount on ${line.name}`}
          onPress={() => onDiscount(line)}
        />
      </Inline>
    </Box>
  );
});

/** A discount as the cart shows it: "10% off" or "$2.00 off". */
function discountLabel(discount: Discount, formatMoney: (amount: number) => string): string {
  return discount.kind === 'percent' ? `${discount.value}% off` : `${formatMoney(discount.value)} off`;
}
