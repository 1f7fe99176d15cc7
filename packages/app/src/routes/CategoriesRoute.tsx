import { CategoriesScreen } from '@warehouse/screens';
import { queryKeys } from '../data/queryKeys';
import { useApiQuery } from '../data/useApiQuery';

export default function CategoriesRoute() {
  const { data = [], isPending } = useApiQuery(queryKeys.categories, (api) => api.listCategories());
  return <CategoriesScreen categories={data} isLoading={isPending} />;
}
