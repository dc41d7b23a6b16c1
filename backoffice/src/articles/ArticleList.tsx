import AddIcon from '@mui/icons-material/Add';
import { Box, CircularProgress, Typography } from '@mui/material';
import { CreateButton, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { ArticleWire } from '../api/wire';
import { ArticleCard } from './ArticleCard';
import { ListPagination } from '../shared/ListPagination';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="resources.articles.add" variant="contained" />
    </TopToolbar>
  );
}

function NoArticles() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography component="h2" variant="h5" gutterBottom>
        {translate('resources.articles.empty.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('resources.articles.empty.hint')}
      </Typography>
      <CreateButton label="resources.articles.empty.create" variant="contained" icon={<AddIcon />} />
    </Box>
  );
}

function ArticleGrid() {
  const translate = useTranslate();
  const { data, isPending, total, error } = useListContext<ArticleWire>();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate('resources.articles.loading')}</Typography>
      </Box>
    );
  }
  if (error)
    return (
      <Typography role="alert" color="error" sx={{ p: 2 }}>
        {translate('app.load_failed')}
      </Typography>
    );
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="p" variant="subtitle1" sx={{ mb: 2 }}>
        {translate('resources.articles.count', { smart_count: total ?? 0 })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {data.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </Box>
    </Box>
  );
}

/** The articles of the blog (also the hidden and inactive ones), newest first, 24 a page. */
export function ArticleList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.articles.name', { smart_count: 2 })}
      actions={<Actions />}
      empty={<NoArticles />}
      perPage={24}
      sort={{ field: 'created_at', order: 'DESC' }}
      pagination={<ListPagination rowsPerPageOptions={[12, 24, 48]} />}
    >
      <ArticleGrid />
    </List>
  );
}
