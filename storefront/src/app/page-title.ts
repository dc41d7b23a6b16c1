import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title for the page: "<page> | <shop name>" (only in an effect: no document at render). */
export function usePageTitle(title: string | null | undefined, options: { exact?: boolean } = {}): void {
  const { t } = useTranslation();
  const shopName = t('COMMON.SHOP_NAME');
  useEffect(() => {
    if (options.exact && title) document.title = title;
    else document.title = title ? `${title} | ${shopName}` : shopName;
  }, [title, shopName, options.exact]);
}
