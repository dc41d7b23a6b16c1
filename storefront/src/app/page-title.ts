import { useEffect } from 'react';
import { useTexts } from '../i18n/use-texts';

/** Sets the browser tab's title for the page: "<page> | <shop name>" (only in an effect: no document at render). */
export function usePageTitle(title: string | null | undefined, options: { exact?: boolean } = {}): void {
  const { t } = useTexts();
  const shopName = t('COMMON.SHOP_NAME');
  useEffect(() => {
    if (options.exact && title) document.title = title;
    else document.title = title ? `${title} | ${shopName}` : shopName;
  }, [title, shopName, options.exact]);
}
