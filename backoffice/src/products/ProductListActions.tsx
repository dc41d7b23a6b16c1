import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { CreateButton, TopToolbar, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DownloadButton } from '../shared/DownloadButton';

/** The products list's toolbar: add a product, download the catalog as CSV, or import one. */
export function ProductListActions() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <DownloadButton label="resources.csv-files.export_products" path={() => '/api/products/export'} fileName="products.csv" />
      <Button component={Link} to={`${basename}/products/import`} variant="outlined" startIcon={<UploadFileIcon />}>
        {translate('resources.csv-files.import_products')}
      </Button>
      <CreateButton label="resources.products.add" variant="contained" />
    </TopToolbar>
  );
}
