import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { errorOfProblem, internalProblem, problemOf } from './problem';

/** What crosses the network: the problem as JSON, read back. */
const overTheWire = (error: Parameters<typeof problemOf>[0]) =>
  errorOfProblem(JSON.parse(JSON.stringify(problemOf(error))));

describe('Issue 15: contract errors cross HTTP as RFC 9457 problems and come back the same', () => {
  it('a validation error is a 400 with its field errors and notice', () => {
    const notice = { title: 'Missing Information', message: 'Please fill in all fields', destructive: true };
    const error = new ValidationError('Please fill in all fields', { name: 'Name is required' }, notice);
    expect(problemOf(error)).toMatchObject({
      status: 400,
      code: 'invalid',
      fieldErrors: { name: 'Name is required' },
    });
    const back = overTheWire(error);
    expect(back).toBeInstanceOf(ValidationError);
    expect(back).toMatchObject({ code: 'invalid', fieldErrors: { name: 'Name is required' }, notice });
  });

  it('an unknown id is a 404 naming what was looked for', () => {
    const back = overTheWire(new NotFoundError('Product', 'P999'));
    expect(problemOf(new NotFoundError('Product', 'P999')).status).toBe(404);
    expect(back).toBeInstanceOf(NotFoundError);
    expect(back).toMatchObject({ entity: 'Product', id: 'P999', message: 'Product "P999" was not found' });
  });

  it('a conflict is a 409 with its stable code and the notice the cashier sees', () => {
    const notice = { title: 'Not enough stock', message: 'Only 2 left of Leather Belt', destructive: true };
    const back = overTheWire(new ConflictError('out_of_stock', notice));
    expect(problemOf(new ConflictError('out_of_stock', notice))).toMatchObject({
      status: 409,
      type: '/problems/out-of-stock',
    });
    expect(back).toBeInstanceOf(ConflictError);
    expect(back).toMatchObject({ code: 'out_of_stock', message: 'Only 2 left of Leather Belt', notice });
  });

  it('a server failure is no contract error, and says nothing of its cause', () => {
    expect(errorOfProblem(internalProblem())).toBeUndefined();
    expect(internalProblem()).toEqual({
      type: '/problems/internal',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong on the server. Try again in a moment.',
      code: 'internal',
    });
  });
});
