import type { Cents } from '@warehouse/domain/format';
import { DISCOUNT_MESSAGES, type Discount, discountProblem } from '@warehouse/domain/pos';
import { Button, Dialog, NumberField, Radio, RadioGroup, Stack, Text, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { MoneyField, useMoney } from '../shared/money';

export interface DiscountDialogProps {
  /** What is discounted: a line's product name, or the whole cart. */
  title: string;
  /** The amount the discount is taken from, for its preview. */
  base: Cents;
  /** The discount given already, if any: edited here, or removed. */
  current?: Discount;
  /** The largest percentage a cashier may give (owners and managers may give more). */
  cashierLimitPercent: number;
  onApply: (discount: Discount | undefined) => void;
  onClose: () => void;
}

/** A discount as a percentage or an amount, with its reason (printed on the receipt). */
export function DiscountDialog({
  title,
  base,
  current,
  cashierLimitPercent,
  onApply,
  onClose,
}: DiscountDialogProps) {
  const { format: formatMoney } = useMoney();
  const [kind, setKind] = useState<Discount['kind']>(current?.kind ?? 'percent');
  const [value, setValue] = useState<number>(current?.value ?? Number.NaN);
  const [reason, setReason] = useState(current?.reason ?? '');
  const [shown, setShown] = useState(false);
  const discount: Discount = { kind, value: Number.isFinite(value) ? value : 0, reason };
  const problem = discountProblem(discount);
  const taken =
    kind === 'percent' ? Math.round((base * discount.value) / 100) : Math.min(base, discount.value);
  const apply = (close: () => void) => {
    setShown(true);
    if (problem) return;
    onApply({ ...discount, reason: reason.trim() });
    close();
  };
  const reasonProblem =
    problem === DISCOUNT_MESSAGES.reason || problem === DISCOUNT_MESSAGES.reasonLong ? problem : undefined;
  const valueProblem = problem && !reasonProblem ? problem : undefined;
  return (
    <Dialog
      title={title}
      description={`Cashiers may give up to ${cashierLimitPercent}% off; a manager or owner may give more.`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          {current && (
            <Button
              variant="ghost"
              onPress={() => {
                onApply(undefined);
                close();
              }}
            >
              Remove Discount
            </Button>
          )}
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button onPress={() => apply(close)}>Apply Discount</Button>
        </>
      )}
    >
      <Stack gap="4">
        <RadioGroup
          label="Discount as"
          orientation="horizontal"
          value={kind}
          onChange={(next) => {
            setKind(next as Discount['kind']);
            setValue(Number.NaN);
          }}
        >
          <Radio value="percent">Percentage</Radio>
          <Radio value="amount">Amount</Radio>
        </RadioGroup>
        {kind === 'percent' ? (
          <NumberField
            label="Percentage off"
            value={value}
            minValue={0}
            maxValue={100}
            step={0.01}
            onChange={setValue}
            isInvalid={shown && valueProblem !== undefined}
            errorMessage={shown ? valueProblem : undefined}
            autoFocus
          />
        ) : (
          <MoneyField
            label="Amount off"
            value={value}
            onChange={setValue}
            isInvalid={shown && valueProblem !== undefined}
            errorMessage={shown ? valueProblem : undefined}
            autoFocus
          />
        )}
        <TextField
          label="Reason"
          isRequired
          value={reason}
          maxLength={120}
          onChange={setReason}
          isInvalid={shown && reasonProblem !== undefined}
          errorMessage={shown ? reasonProblem : undefined}
        />
        {!problem && (
          <Text tone="muted" size="sm">
            {`${formatMoney(taken)} off ${formatMoney(base)}`}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
