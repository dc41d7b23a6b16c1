import { useTexts } from '../../i18n/use-texts';
import { SHOP_DETAILS } from '../../app/shop-details';

const telephone = (number: string) => `tel:${number.replace(/-/g, '')}`;

/** The other ways the law lets a shopper cancel: the shop's phones and email, shown with every refusal. */
export function ShopContact() {
  const { t } = useTexts();
  return (
    <div className="shop-contact">
      <p className="shop-contact__intro">{t('CANCEL_PAGE.CONTACT_SHOP')}</p>
      <ul className="shop-contact__list">
        <li>
          {t('FOOTER.STORE_PHONE')}:{' '}
          <a href={telephone(SHOP_DETAILS.storePhone)}>
            <bdi dir="ltr">{SHOP_DETAILS.storePhone}</bdi>
          </a>
        </li>
        <li>
          {t('FOOTER.MOBILE')}:{' '}
          <a href={telephone(SHOP_DETAILS.mobile)}>
            <bdi dir="ltr">{SHOP_DETAILS.mobile}</bdi>
          </a>
        </li>
        <li>
          {t('FOOTER.EMAIL')}:{' '}
          <a href={`mailto:${SHOP_DETAILS.email}`}>
            <bdi dir="ltr">{SHOP_DETAILS.email}</bdi>
          </a>
        </li>
      </ul>
    </div>
  );
}
