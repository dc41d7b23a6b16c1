import { useListContext } from 'react-admin';
import { DownloadButton } from '../shared/DownloadButton';
import { orderExportPath } from './orderFilters';

/** CSV downloads of the orders the desk's filters show: one row per order, or one per line. */
export function OrderExportButtons() {
  const { filterValues } = useListContext();
  return (
    <>
      <DownloadButton
        label="resources.csv-files.export_orders"
        path={() => orderExportPath(filterValues, 'orders')}
        fileName="orders.csv"
      />
      <DownloadButton
        label="resources.csv-files.export_lines"
        path={() => orderExportPath(filterValues, 'lines')}
        fileName="order-lines.csv"
      />
    </>
  );
}
