import type { Notice } from '@warehouse/domain/notices';
import { notify } from '@warehouse/ui';

/** Raises a §8 notice: destructive ones in the critical tone, the rest as success. */
export function showNotice(notice: Notice): void {
  if (notice.destructive) notify.destructive(notice.title, notice.message);
  else notify.success(notice.title, notice.message);
}
