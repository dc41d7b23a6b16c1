import type { notificationsEn } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Russian texts of the shop's alerts. */
export const notificationsRu: Texts<typeof notificationsEn> = {
  webhooks: {
    name: 'Вебхук |||| Вебхуки |||| Вебхуков',
    add: 'Добавить вебхук',
    count: '%{smart_count} вебхук |||| %{smart_count} вебхука |||| %{smart_count} вебхуков',
    loading: 'Загрузка вебхуков...',
    active: 'Активен',
    inactive: 'Выключен',
    events: {
      order_placed: 'Новый заказ',
      order_paid: 'Заказ оплачен',
      order_status_changed: 'Смена статуса',
      order_cancelled: 'Заказ отменён',
    },
    fields: { url: 'Адрес (URL)', events: 'События', description: 'Описание', is_active: 'Активен' },
    hints: {
      url: 'http:// или https://; каждая отправка подписана (X-Shop-Signature, см. документацию API)',
      is_active: 'Выключен: ничего не отправляется',
    },
    errors: {
      url_required: 'Введите адрес',
      url_http: 'Адрес, начинающийся с http:// или https://',
      events_required: 'Выберите хотя бы одно событие',
    },
    form: { create_title: 'Новый вебхук', edit_title: 'Редактирование вебхука' },
    empty: { title: 'Вебхуков пока нет', hint: 'Внешние системы получают события заказов на свой адрес, с подписью' },
    delete: {
      confirm_title: 'Удалить вебхук «%{name}»',
      confirm: 'Ему больше ничего не будет отправляться, журнал отправок тоже удалится.',
      done: 'Вебхук удалён',
      failed: 'Не удалось удалить вебхук',
    },
    secret: {
      title: 'Секрет подписи',
      once: 'Скопируйте секрет сейчас и передайте интегратору: он показывается только один раз.',
      label: 'Секрет',
      copy: 'Копировать',
      copied: 'Скопировано',
      done: 'Готово',
    },
    deliveries: {
      title: 'Журнал отправок',
      loading: 'Загрузка отправок...',
      failed: 'Не удалось загрузить отправки',
      empty: 'Пока ничего не отправлено',
      item: 'Отправка %{id}',
      states: { pending: 'Ожидает', delivered: 'Доставлено', failed: 'Ошибка' },
      attempts: '%{smart_count} попытка |||| %{smart_count} попытки |||| %{smart_count} попыток',
      status_code: 'Ответ:',
      resend: 'Отправить снова',
      resend_of: 'Отправить снова отправку %{id}',
      resent: 'Будет отправлено снова через мгновение',
      resend_failed: 'Не удалось отправить снова',
    },
  },
  'low-stock': {
    title: 'Мало на складе',
    loading: 'Загрузка...',
    failed: 'Не удалось загрузить остатки',
    out: 'нет в наличии',
    low: 'ниже порога',
    none: 'Всех товаров достаточно',
    item_out: 'Нет в наличии',
    item_low: 'Осталось %{stock} (порог %{threshold})',
    link: 'Все товары с малым остатком',
    filter: 'Только малый остаток',
    product_threshold: 'Порог малого остатка',
    product_threshold_hint: 'Пусто: порог магазина по умолчанию',
    variant_threshold: 'Порог малого остатка',
  },
  'shop-alerts': {
    section: 'Уведомления магазину',
    fields: { alert_emails: 'Email-адреса магазина', low_stock_threshold: 'Порог малого остатка (шт.)' },
    hints: {
      alert_emails: 'По одному в строке: сюда приходят новые заказы, оплаты картой или Bit и малые остатки',
      low_stock_threshold: 'Меньше этого числа — малый остаток, если у товара или варианта нет своего порога',
    },
  },
};
