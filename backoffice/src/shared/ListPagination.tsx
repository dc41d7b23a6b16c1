import { Pagination, useTranslate } from 'react-admin';

/**
 * react-admin's pagination with its arrows named in the interface language on every screen: on a
 * phone it falls back to Material's own arrows, which otherwise keep their English names.
 */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const translate = useTranslate();
  const arrowLabel = (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`, { _: type });
  // Passed on to Material's TablePagination, whose props react-admin's types leave out.
  const arrows = { getItemAriaLabel: arrowLabel } as object;
  return <Pagination rowsPerPageOptions={rowsPerPageOptions} {...arrows} />;
}
