// @warehouse/domain/format: Numbers, money and dates as text: the one formatting module.

export { formatChange, formatCount, formatDay, isoDate } from './format';

export { formatMoney, SALE_TAX_RATE } from './money';
