import type { CategoryRename } from '@warehouse/domain/catalogue';
import { categoryRenamedNotice } from '@warehouse/domain/notices';
import { CategoriesScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiAction } from '../data/useApiAction';
import { useApiQuery } from '../data/useApiQuery';
import { useMayCall } from '../session/screenAccess';

/** `/inventory/categories`: the categories with their product counts; owners and managers rename them. */
export default function CategoriesRoute() {
  const mayCall = useMayCall();
  const { data = [], isPending } = useApiQuery(queryKeys.categories, (api) => api.listCategories());
  const rename = useApiAction(
    (api, { id, rename }: { id: string; rename: CategoryRename }) => api.renameCategory(id, rename),
    {
      calls: 'renameCategory',
      success: (renamed, { id }) =>
        categoryRenamedNotice(data.find((category) => category.id === id)?.name ?? id, renamed.name),
    },
  );
  return (
    <CategoriesScreen
      categories={data}
      isLoading={isPending}
      {...(mayCall('renameCategory')
        ? { onRenameCategory: (id: string, change: CategoryRename) => rename({ id, rename: change }) }
        : {})}
    />
  );
}
