import type { checkoutScreensEn } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Russian texts of the shop settings and discount code screens. */
export const checkoutScreensRu: Texts<typeof checkoutScreensEn> = {
  'shop-settings': {
    name: 'Настройки магазина',
    saved: 'Настройки магазина сохранены',
    sections: { delivery: 'Доставка', installments: 'Оплата картой в рассрочку', clock: 'Время' },
    fields: {
      courier_enabled: 'Доставка курьером',
      courier_fee: 'Стоимость доставки (₪)',
      free_delivery_from: 'Бесплатная доставка от (₪)',
      installment_rule: 'Ступени рассрочки',
      step_from: 'От суммы заказа (₪)',
      step_max_payments: 'До платежей',
      time_zone: 'Часовой пояс магазина',
    },
    hints: {
      courier_enabled: 'Если выключено, покупатели могут только забрать заказ в магазине',
      free_delivery_from: 'Сумма товаров после скидки. Пусто: доставка всегда платная',
      time_zone: 'Задаётся на сервере (SHOP_TIME_ZONE): все даты в панели показаны в нём',
    },
    installments: {
      add_step: 'Добавить ступень',
      hint: 'Каждая ступень: от этой суммы заказа — до этого числа платежей (не больше %{max}). Заказ на сумму ниже первой ступени оплачивается одним платежом.',
      summary: 'Правило глазами покупателя',
      summary_range:
        'От %{from} до %{to}: один платёж |||| От %{from} до %{to}: до %{smart_count} платежей |||| От %{from} до %{to}: до %{smart_count} платежей',
      summary_from: 'От %{from}: один платёж |||| От %{from}: до %{smart_count} платежей |||| От %{from}: до %{smart_count} платежей',
    },
    errors: {
      required: 'Обязательное поле',
      not_negative: 'Не может быть отрицательным',
      too_large: 'Не больше 100 000 ₪',
      agorot: 'Не больше двух знаков после запятой (агорот)',
      ascending: 'Должно быть больше, чем в ступени выше',
      payments_range: 'Целое число от 1 до 12',
      rule_empty: 'Добавьте хотя бы одну ступень',
    },
  },
  'discount-codes': {
    name: 'Промокод |||| Промокоды |||| Промокоды',
    add: 'Добавить промокод',
    fields: {
      code: 'Код',
      kind: 'Тип',
      value: 'Скидка',
      value_percent: 'Скидка в процентах (%)',
      value_fixed: 'Сумма скидки (₪)',
      min_order_total: 'Минимальный заказ (₪)',
      valid_from: 'Действует с',
      valid_to: 'Действует по',
      validity: 'Срок действия',
      max_uses: 'Всего использований',
      max_uses_per_email: 'Использований на email',
      uses: 'Использований',
      is_active: 'Активен',
    },
    kinds: { percent: 'Процент', fixed: 'Фиксированная сумма' },
    list: {
      uses_of: '%{uses} из %{limit}',
      unlimited: 'без ограничений',
      always: 'Всегда',
      from_only: 'С %{from}',
      to_only: 'По %{to}',
      none: 'Нет',
    },
    filters: { search: 'Поиск кодов', active: 'Состояние', all: 'Все', active_only: 'Активные', inactive_only: 'Неактивные' },
    form: {
      create_title: 'Новый промокод',
      edit_title: 'Редактирование промокода',
      code_hint: 'Буквы, цифры, - и _. Покупатель может ввести код в любом регистре',
      min_order_hint: 'Сумма товаров до скидки, без доставки. Пусто: без минимума',
      dates_hint: 'Дни по часовому поясу магазина (%{zone}), включительно. Пусто: без ограничения',
      limits_hint: 'Пусто: без ограничений',
    },
    errors: {
      code_format: 'От 3 до 40 букв, цифр, - или _',
      code_taken: 'Этот код уже используется другим промокодом',
      percent_range: 'Целый процент от 1 до 100',
      amount_positive: 'Сумма больше нуля, не больше двух знаков после запятой',
      not_negative: 'Не меньше нуля, не больше двух знаков после запятой',
      whole_positive: 'Целое число от 1',
      dates_order: 'Не может быть раньше даты начала',
    },
    toggle: {
      label: 'Активен: %{code}',
      activated: 'Промокод %{code} активен',
      deactivated: 'Промокод %{code} отключён: покупатели больше не могут его использовать',
      failed: 'Не удалось изменить промокод',
    },
    delete: {
      confirm_title: 'Удалить промокод %{name}',
      confirm: 'Вы уверены, что хотите удалить этот промокод?',
      refused_used: 'Промокод уже использовали в заказах, поэтому удалить его нельзя. Отключите его вместо этого.',
      failed: 'Не удалось удалить промокод',
      done: 'Промокод удалён',
    },
    empty: { title: 'Промокодов пока нет', hint: 'Промокод даёт покупателю скидку в процентах или на сумму при оформлении заказа' },
  },
};
