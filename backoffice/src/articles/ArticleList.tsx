import type { ArticleWire } from '../api/wire';
import { CardGrid } from '../shared/CardGrid';
import { EmptyList, ResourceList } from '../shared/ResourceList';
import { ArticleCard } from './ArticleCard';

/** The articles of the blog (also the hidden and inactive ones), newest first, 24 a page. */
export function ArticleList() {
  return (
    <ResourceList
      empty={<EmptyList createLabel="resources.articles.empty.create" />}
      perPage={24}
      sort={{ field: 'created_at', order: 'DESC' }}
      rowsPerPageOptions={[12, 24, 48]}
    >
      <CardGrid<ArticleWire> counted card={(article) => <ArticleCard article={article} />} />
    </ResourceList>
  );
}
