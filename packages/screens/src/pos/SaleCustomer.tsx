import type { Customer } from '@warehouse/domain/people';
import { Button, Dialog, Inline, Stack, Text, User } from '@warehouse/ui';
import { useState } from 'react';
import { CustomerPicker, type CustomerPickerProps, WALK_IN_CUSTOMER } from './CustomerPicker';

/**
 * The sale's customer as one line beside the cart (the walk-in until one is chosen), and the
 * customer picker in a dialog: the till keeps its room for the cart and its options.
 */
export function SaleCustomer(props: CustomerPickerProps) {
  const { value, onChange } = props;
  const [isChoosing, setChoosing] = useState(false);
  return (
    <Inline justify="space-between" gap="2" wrap={false}>
      <Inline gap="2" wrap={false} minWidth="0">
        <User size={16} aria-hidden="true" />
        <Stack gap="0.5" minWidth="0">
          <Text size="xs" tone="muted">
            Customer
          </Text>
          <Text size="sm" weight="semibold" truncate>
            {value ? value.name : WALK_IN_CUSTOMER}
          </Text>
        </Stack>
      </Inline>
      <Button variant="outline" size="sm" onPress={() => setChoosing(true)}>
        {value ? 'Change' : 'Choose Customer'}
      </Button>
      {isChoosing && (
        <Dialog title="Sale’s Customer" isOpen onOpenChange={setChoosing}>
          <CustomerPicker
            {...props}
            onChange={(customer: Customer | null) => {
              onChange(customer);
              setChoosing(false);
            }}
          />
        </Dialog>
      )}
    </Inline>
  );
}
