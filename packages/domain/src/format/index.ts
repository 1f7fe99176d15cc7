// @warehouse/domain/format: Numbers, money and dates as text: the one formatting module. Money is integer cents (Cents) until it is formatted.

export { formatChange, formatCount, formatDay, formatMoment, isoDate, isoDateTime } from './format';
export { ID_FORMATS, type IdKind, idOf } from './ids';

export {
  type Cents,
  currencyDecimals,
  DEFAULT_CURRENCY,
  formatMoney,
  moneyFieldFormat,
  roundCents,
} from './money';
