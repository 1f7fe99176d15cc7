import {
  type CategoryRename,
  MAX_CATEGORY_NAME_LENGTH,
  validateCategoryRename,
} from '@warehouse/domain/catalogue';
import type { CategorySummary } from '@warehouse/domain/overview';
import { FormDialog, TextField } from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface RenameCategoryDialogProps {
  category: CategorySummary;
  /** Every category, so a name another has is refused before anything is sent. */
  categories: readonly CategorySummary[];
  /** The new name as typed; may return a promise (the dialog closes when it resolves). */
  onRename: (rename: CategoryRename) => unknown;
  onClose: () => void;
}

/** "Rename": a category's new name; its products, the till and the lists follow. */
export function RenameCategoryDialog({ category, categories, onRename, onClose }: RenameCategoryDialogProps) {
  const [name, setName] = useState(category.name);
  const submit = () =>
    submitChecked(validateCategoryRename(categories, category.id, { name }), (renamed) =>
      onRename({ name: renamed.name }),
    );
  return (
    <FormDialog
      title={`Rename ${category.name}`}
      description="Its products keep their category; every list and the till show the new name."
      submitLabel="Rename"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Name"
        name="name"
        isRequired
        maxLength={MAX_CATEGORY_NAME_LENGTH}
        value={name}
        onChange={setName}
      />
    </FormDialog>
  );
}
