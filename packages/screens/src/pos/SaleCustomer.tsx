import type { Customer } from '@warehouse/domain/people';
import { Dialog, IconButton, User } from '@warehouse/ui';
import { useState } from 'react';
import { CustomerPicker, type CustomerPickerProps } from './CustomerPicker';

/**
 * The button that chooses the sale's customer (named in the cart's header), and the customer
 * picker in a dialog: the till keeps its room for the cart and its options.
 */
export function SaleCustomer(props: CustomerPickerProps) {
  const { value, onChange } = props;
  const [isChoosing, setChoosing] = useState(false);
  return (
    <>
      <IconButton
        size="sm"
        icon={User}
        aria-label={value ? 'Change Customer' : 'Choose Customer'}
        tooltip
        onPress={() => setChoosing(true)}
      />
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
    </>
  );
}
