// @warehouse/domain/forms: Parsing what was typed into a form field (numbers, money, blanks, emails).

export { centsText, isBlank, parseCents } from './fields';
export { LIMITS } from './limits';
