import { formatCount } from '@warehouse/domain/format';
import { type ParkedCart, slipTime } from '@warehouse/domain/pos';
import { Button, Dialog, EmptyState, Inline, PauseCircle, Stack, Text } from '@warehouse/ui';
import { useMoney } from '../shared/money';

export interface ParkedCartsDialogProps {
  carts: readonly ParkedCart[];
  timezone: string;
  /** The current sale has lines: it must be parked or cleared before another is resumed. */
  isCartInUse: boolean;
  onResume: (cart: ParkedCart) => void;
  onClose: () => void;
}

/** The carts parked at any till, newest first, each resumed here with one press. */
export function ParkedCartsDialog({
  carts,
  timezone,
  isCartInUse,
  onResume,
  onClose,
}: ParkedCartsDialogProps) {
  const { format: formatMoney } = useMoney();
  return (
    <Dialog
      title="Parked Carts"
      description={
        isCartInUse
          ? 'Park or clear the current sale to resume another.'
          : 'Resume a sale put aside at any till.'
      }
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      {carts.length === 0 ? (
        <EmptyState icon={PauseCircle} title="No parked carts" description="A parked sale waits here." />
      ) : (
        <Stack gap="3" as="ul" padding="none" aria-label="Parked carts">
          {carts.map((cart) => (
            <Inline
              key={cart.id}
              as="li"
              justify="space-between"
              gap="3"
              wrap={false}
              aria-label={cart.customerName}
            >
              <Stack gap="0.5" minWidth="0">
                <Text weight="semibold" truncate>
                  {cart.customerName}
                </Text>
                <Text size="sm" tone="muted">
                  {`${formatCount(cart.itemCount)} ${cart.itemCount === 1 ? 'item' : 'items'} · ${formatMoney(cart.subtotal)}`}
                </Text>
                <Text size="xs" tone="muted">
                  {`${cart.parkedBy} · ${slipTime(cart.parkedAt, timezone)}`}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                isDisabled={isCartInUse}
                aria-label={`Resume ${cart.customerName}'s cart`}
                onPress={() => onResume(cart)}
              >
                Resume
              </Button>
            </Inline>
          ))}
        </Stack>
      )}
    </Dialog>
  );
}
