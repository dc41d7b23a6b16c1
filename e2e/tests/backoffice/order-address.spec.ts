import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { aProductInput, createProduct, orderById, uniqueName } from '../support/shopApi';
import { aTelAvivAddress, placeCheckoutOrder } from '../support/checkoutApi';
import { openAsAdmin } from './backoffice';

/**
 * The orders desk corrects a courier order's delivery address (its one address) in Hebrew and Russian:
 * each test places its own courier order under a customer name no other test uses.
 */

const WORDS = {
  he: {
    street: /^רחוב/,
    apartment: /^דירה/,
    entrance: /^כניסה/,
    floor: /^קומה/,
    houseNumber: /^מספר בית/,
    freeTextAddress: /^כתובת$/,
    streetRequired: 'יש להזין רחוב',
    houseNumberInvalid: 'יש להזין מספר בית, לדוגמה 12, 12א או 12/3',
    save: 'שמירה',
    search: 'חיפוש',
    apply: 'החלה',
    viewOf: 'פרטי הזמנה',
    dialog: 'הזמנה',
    apartmentWord: 'דירה',
    entranceWord: 'כניסה',
    floorWord: 'קומה',
    addressTerm: 'כתובת למשלוח',
    customerSection: 'פרטי הלקוח',
  },
  ru: {
    street: /^Улица/,
    apartment: /^Квартира/,
    entrance: /^Подъезд/,
    floor: /^Этаж/,
    houseNumber: /^Номер дома/,
    freeTextAddress: /^Адрес$/,
    streetRequired: 'Укажите улицу',
    houseNumberInvalid: 'Укажите номер дома, например 12, 12A или 12/3',
    save: 'Сохранить',
    search: 'Поиск',
    apply: 'Применить',
    viewOf: 'Подробности заказа',
    dialog: 'Заказ',
    apartmentWord: 'кв.',
    entranceWord: 'подъезд',
    floorWord: 'этаж',
    addressTerm: 'Адрес доставки',
    customerSection: 'Информация о клиенте',
  },
} as const;

async function openDetails(page: Page, words: (typeof WORDS)['he' | 'ru'], tag: string, orderNumber: string) {
  await page.getByRole('searchbox', { name: words.search }).fill(tag);
  await page.getByRole('button', { name: words.apply }).click();
  await page.getByRole('button', { name: `${words.viewOf} ${orderNumber}` }).click();
  return page.getByRole('dialog', { name: `${words.dialog} ${orderNumber}` });
}

test.describe('back office: the delivery address of a courier order', () => {
  for (const language of ['he', 'ru'] as const) {
    test(`staff change the street, entrance, floor and apartment and the details show the one new address (${language})`, async ({
      page,
    }) => {
      const words = WORDS[language];
      const tag = uniqueName('Address').split(' ')[1];
      const product = await createProduct(aProductInput({ price: 80, stock_quantity: 10 }));
      const order = await placeCheckoutOrder({
        items: [{ product_id: product.id, quantity: 1 }],
        customer: { name: `Noa Address ${tag}` },
        delivery_method: 'courier',
        delivery_address: aTelAvivAddress({ entrance: 'א', floor: '2' }),
        language,
      });

      await openAsAdmin(page, `/orders/${order.id}`, language);
      const street = page.getByRole('textbox', { name: words.street });
      const apartment = page.getByRole('textbox', { name: words.apartment });
      await expect(street).toHaveValue('דיזנגוף');
      await expect(apartment).toHaveValue('4');
      const entrance = page.getByRole('textbox', { name: words.entrance });
      const floor = page.getByRole('textbox', { name: words.floor });
      await expect(entrance).toHaveValue('א');
      await expect(floor).toHaveValue('2');
      // One address: the free-text address is not offered apart for a courier order.
      await expect(page.getByRole('textbox', { name: words.freeTextAddress })).toHaveCount(0);

      // Mistakes are shown at their fields, in the staff member's language, and what was typed stays.
      const houseNumber = page.getByRole('textbox', { name: words.houseNumber });
      await apartment.fill('12');
      await houseNumber.fill('fifty');
      await street.fill('');
      await street.blur();
      await expect(page.getByText(words.streetRequired)).toBeVisible();
      await expect(page.getByText(words.houseNumberInvalid)).toBeVisible();
      await expect(page.getByRole('button', { name: words.save })).toBeDisabled();
      await expect(apartment).toHaveValue('12');
      await expect(houseNumber).toHaveValue('fifty');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`order-address-errors-${language}.png`), fullPage: true });

      await street.fill('אבן גבירול');
      await houseNumber.fill('50');
      await entrance.fill('ג');
      await floor.fill('-1');
      await expect(page.getByText(words.streetRequired)).toHaveCount(0);
      await expect(page.getByText(words.houseNumberInvalid)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`order-address-form-${language}.png`), fullPage: true });
      await page.getByRole('button', { name: words.save }).click();
      await expect(page).toHaveURL(/\/admin\/orders$/);

      const newAddress = `אבן גבירול 50, ${words.entranceWord} ג, ${words.floorWord} -1, ${words.apartmentWord} 12, תל אביב 6433201`;
      const saved = await orderById(order.id);
      expect(saved).toMatchObject({
        delivery_address: {
          city: 'תל אביב',
          street: 'אבן גבירול',
          house_number: '50',
          entrance: 'ג',
          floor: '-1',
          apartment: '12',
          zip: '6433201',
        },
        customer_address: newAddress,
      });

      const dialog = await openDetails(page, words, tag, order.order_number);
      // The customer's part shows one address, the new one; the old one is left only in the order's history.
      const customer = dialog.locator('section').filter({ has: page.getByRole('heading', { name: words.customerSection }) });
      await expect(customer).toContainText(words.addressTerm);
      await expect(customer.getByText(newAddress, { exact: true })).toHaveCount(1);
      // The floor "-1" reads left to right on either desk (a Hebrew one would show "1-" otherwise).
      await expect(customer.getByText('-1', { exact: true })).toHaveAttribute('dir', 'ltr');
      await expect(customer).not.toContainText('דיזנגוף');
      const history = dialog.getByRole('row', { name: /^customerAddress/ });
      await expect(history).toContainText('דיזנגוף 50');
      await expect(history).toContainText(newAddress);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await page.screenshot({ path: test.info().outputPath(`order-address-details-${language}.png`), fullPage: true });
    });
  }
});
