import type { CategoryWire } from '../api/wire';
import { CardGrid } from '../shared/CardGrid';
import { EmptyList, ResourceList } from '../shared/ResourceList';
import { CategoryCard } from './CategoryCard';

/** Every category (also the inactive ones) on one page, in the storefront's order. */
export function CategoryList() {
  return (
    <ResourceList
      empty={<EmptyList createLabel="resources.categories.empty.create" />}
      perPage={100}
      sort={{ field: 'sort_order', order: 'ASC' }}
    >
      <CardGrid<CategoryWire> counted card={(category) => <CategoryCard category={category} />} />
    </ResourceList>
  );
}
