import { NotFoundError } from '../contract/errors';
import { type Validation, validated, valueOrThrow } from '../contract/validation';
import { isBlank } from '../forms/fields';
import type { FieldErrors } from '../notices/tone';
import type { Category } from './catalogue';

/** "Rename" on a category's card: its new name as typed. */
export interface CategoryRename {
  name: string;
}

type CategoryField = keyof CategoryRename;

/** A category's name fits its card and the product forms' lists. */
export const MAX_CATEGORY_NAME_LENGTH = 60;

const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `A category's name is at most ${MAX_CATEGORY_NAME_LENGTH} characters`,
  nameTaken: 'Another category has this name',
} as const;

/** A name is required, at most 60 characters, and no other category's (case ignored). */
export function validateCategoryRename(
  categories: readonly Category[],
  id: string,
  rename: CategoryRename,
): Validation<Category, CategoryField> {
  const name = rename.name.trim();
  const errors: FieldErrors<CategoryField> = {};
  if (isBlank(name)) errors.name = CATEGORY_MESSAGES.nameRequired;
  else if (name.length > MAX_CATEGORY_NAME_LENGTH) errors.name = CATEGORY_MESSAGES.nameTooLong;
  else if (categories.some((other) => other.id !== id && other.name.toLowerCase() === name.toLowerCase()))
    errors.name = CATEGORY_MESSAGES.nameTaken;
  return validated(errors, () => ({ id, name }));
}

/** The category under its new name; NotFoundError for an unknown one, ValidationError for a bad name. */
export function categoryToRename(
  categories: readonly Category[],
  id: string,
  rename: CategoryRename,
): Category {
  if (!categories.some((category) => category.id === id)) throw new NotFoundError('Category', id);
  return valueOrThrow(validateCategoryRename(categories, id, rename));
}
