// @warehouse/domain/forms: Parsing what was typed into a form field (numbers, blanks, emails).

export { isBlank } from './fields';
