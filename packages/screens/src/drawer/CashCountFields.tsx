import { type CashCountForm, cashCountOfForm, checkCashCount, US_DENOMINATIONS } from '@warehouse/domain/pos';
import { Grid, Stack, Switch, Text, TextField } from '@warehouse/ui';
import { useMoney } from '../shared/money';

export interface CashCountFieldsProps {
  /** Names the amount field: "Float", "Counted Cash". */
  label: string;
  form: CashCountForm;
  onChange: (form: CashCountForm) => void;
}

/** What a count comes to as typed, if it is a count (a count per denomination adds up as typed). */
export function countedAmount(form: CashCountForm): number | null {
  const checked = checkCashCount(cashCountOfForm(form));
  return checked.ok ? checked.value.amount : null;
}

/**
 * Cash counted: a total, or by denomination (US notes and coins, $100 to 1¢) with their total
 * shown as they are typed. Field names: `amount`, and `count.<value in cents>`.
 */
export function CashCountFields({ label, form, onChange }: CashCountFieldsProps) {
  const { format: formatMoney } = useMoney();
  const total = countedAmount(form);
  return (
    <Stack gap="3">
      <Switch
        isSelected={form.byDenomination}
        onChange={(byDenomination) => onChange({ ...form, byDenomination })}
      >
        Count by denomination
      </Switch>
      {form.byDenomination ? (
        <Stack gap="2">
          <Grid minItemWidth="xs" gap="2">
            {US_DENOMINATIONS.map(({ value, label: name }) => (
              <TextField
                key={value}
                label={name}
                name={`count.${value}`}
                inputMode="numeric"
                autoComplete="off"
                value={form.counts[String(value)] ?? ''}
                onChange={(text) => onChange({ ...form, counts: { ...form.counts, [String(value)]: text } })}
              />
            ))}
          </Grid>
          <Text weight="medium" aria-live="polite">
            {`${label}: ${total === null ? '—' : formatMoney(total)}`}
          </Text>
        </Stack>
      ) : (
        <TextField
          label={label}
          name="amount"
          isRequired
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={form.amount}
          onChange={(amount) => onChange({ ...form, amount })}
        />
      )}
    </Stack>
  );
}
