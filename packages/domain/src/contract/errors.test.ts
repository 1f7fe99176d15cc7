import { describe, expect, it } from 'vitest';
import { MISSING_INFORMATION_NOTICE } from '../notices/notices';
import { isNotFoundError, isValidationError, NotFoundError, ValidationError } from './errors';

describe('Data contract: typed errors', () => {
  it('ValidationError carries field messages, dropping undefined ones', () => {
    const error = new ValidationError('Bad input', { name: 'Product Name is required', sku: undefined });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Bad input');
    expect(error.fieldErrors).toEqual({ name: 'Product Name is required' });
    expect(error.notice).toBeUndefined();
    expect(isValidationError(error)).toBe(true);
    expect(isNotFoundError(error)).toBe(false);
  });

  it('ValidationError defaults to no field errors and may carry a notice', () => {
    const error = new ValidationError('Missing', undefined, MISSING_INFORMATION_NOTICE);
    expect(error.fieldErrors).toEqual({});
    expect(error.notice).toBe(MISSING_INFORMATION_NOTICE);
  });

  it('NotFoundError names the entity and id', () => {
    const error = new NotFoundError('Rider', 'RDR-999');
    expect(error.name).toBe('NotFoundError');
    expect(error.entity).toBe('Rider');
    expect(error.id).toBe('RDR-999');
    expect(error.message).toBe('Rider "RDR-999" was not found');
    expect(isNotFoundError(error)).toBe(true);
    expect(isValidationError(new Error('x'))).toBe(false);
  });
});
