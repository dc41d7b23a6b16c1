import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Orders, articles, SEO and the dashboard arrive in part 2 of the back office. */
export function PartTwoPlaceholder({ resource }: { resource: 'dashboard' | 'orders' | 'articles' | 'seo' }) {
  const translate = useTranslate();
  const title = translate(`resources.${resource}.name`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography>{translate('app.part_two')}</Typography>
      </CardContent>
    </Card>
  );
}
