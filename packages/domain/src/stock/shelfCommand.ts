import type { Bin } from '../catalogue/catalogue';
import { ConflictError } from '../contract/errors';
import { valueOrThrow } from '../contract/validation';
import { shelfExistsMessage } from '../notices/notices';
import type { ShelfInput, ShelfLocation } from './shelf';
import { validateShelfInput } from './shelving';

/**
 * "Add Shelf": a new, empty bin of the warehouse (`warehouseLocationId`) at its place on the
 * shelving, and the shelf card it shows as. A shelf is a bin: an id any bin has is refused.
 */
export function shelfToAdd(
  input: ShelfInput,
  binExists: (binId: string) => boolean,
  warehouseLocationId: string,
): { bin: Bin; shelf: ShelfLocation } {
  const { id, occupied: _empty, products: _none, ...place } = valueOrThrow(validateShelfInput(input));
  if (binExists(id)) {
    const message = shelfExistsMessage(id);
    throw new ConflictError(
      'duplicate_shelf',
      { title: 'Shelf Exists', message, destructive: true },
      { position: message },
    );
  }
  return {
    bin: { id, locationId: warehouseLocationId, label: id, shelf: place },
    shelf: { id, ...place, occupied: 0, products: [] },
  };
}
