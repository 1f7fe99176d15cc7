import {
  type Cents,
  currencyDecimals,
  DEFAULT_CURRENCY,
  formatMoney,
  moneyFieldFormat,
  roundCents,
} from '@warehouse/domain/format';
import { refundsText, type SaleReturn } from '@warehouse/domain/returns';
import { NumberField, type NumberFieldProps } from '@warehouse/ui';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

// Money on screen in the business's currency (Settings → Store): the till and its receipts show
// its symbol and decimals. Amounts stay in the currency's minor unit; only the text changes.

const CurrencyContext = createContext<string>(DEFAULT_CURRENCY);

/** Shows the money inside in this currency. */
export function CurrencyProvider({ currency, children }: { currency: string; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The currency money is shown in here, and an amount as text in it. */
export function useMoney() {
  const currency = useContext(CurrencyContext);
  return useMemo(() => ({ currency, format: (amount: Cents) => formatMoney(amount, currency) }), [currency]);
}

/** An amount as text in the currency money is shown in here (for a table's cell, a fact, a line). */
export function Money({ amount }: { amount: Cents }) {
  return <>{useMoney().format(amount)}</>;
}

/** Where a return's money went, with how much, in the currency money is shown in here. */
export function RefundsText({ saleReturn, short = false }: { saleReturn: SaleReturn; short?: boolean }) {
  return <>{refundsText(saleReturn, { short, currency: useMoney().currency })}</>;
}

export interface MoneyFieldProps
  extends Omit<NumberFieldProps, 'value' | 'defaultValue' | 'onChange' | 'formatOptions' | 'step'> {
  /** The amount in the currency's minor unit; NaN shows an empty field. */
  value: Cents;
  /** The amount typed, in the minor unit; NaN when the field is cleared. */
  onChange: (amount: Cents) => void;
}

/** A field for an amount of money, in the currency's symbol and decimals, edited in its minor unit. */
export function MoneyField({ value, onChange, minValue = 0, ...rest }: MoneyFieldProps) {
  const { currency } = useMoney();
  const unit = 10 ** currencyDecimals(currency);
  return (
    <NumberField
      {...rest}
      minValue={minValue}
      step={1 / unit}
      formatOptions={moneyFieldFormat(currency)}
      value={Number.isFinite(value) ? value / unit : Number.NaN}
      onChange={(typed) => onChange(Number.isFinite(typed) ? roundCents(typed * unit) : Number.NaN)}
    />
  );
}
