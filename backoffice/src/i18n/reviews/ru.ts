import type { reviewsScreensEn } from './en';

/** Russian texts of reviews and back-in-stock requests (spread into ru.resources). */
export const reviewsScreensRu: typeof reviewsScreensEn = {
  reviews: {
    name: 'Отзыв |||| Отзывы',
    loading: 'Загрузка отзывов...',
    count: '%{smart_count} отзыв |||| %{smart_count} отзыва |||| %{smart_count} отзывов',
    stars_label: '%{stars} из 5 звёзд',
    empty: { title: 'Здесь нет отзывов', hint: 'Покупатели пишут отзывы по ссылке из письма после выполнения заказа' },
    fields: {
      created_at: 'Написан',
      product: 'Товар',
      stars: 'Звёзды',
      title: 'Заголовок',
      text: 'Отзыв',
      author_name: 'Имя на сайте',
      status: 'Состояние',
      language: 'Язык',
      order_id: 'Заказ',
      answer: 'Публичный ответ магазина',
    },
    filters: { status: 'Состояние', stars: 'Звёзды', product: 'Товар', all: 'Все' },
    states: { pending: 'Ждёт проверки', published: 'Опубликован', hidden: 'Скрыт' },
    languages: { he: 'Иврит', ru: 'Русский' },
    card: { open: 'Открыть', label: 'Отзыв о %{product}, автор %{author}' },
    show: {
      title: 'Отзыв о %{product}',
      back: 'Все отзывы',
      moderation: 'Модерация',
      answer_hint: 'Показывается под отзывом на странице товара; пустой ответ удаляется',
    },
    actions: { approve: 'Опубликовать', hide: 'Скрыть', save_answer: 'Сохранить ответ' },
    notify: { approved: 'Опубликован', hidden: 'Скрыт', answered: 'Ответ сохранён', failed: 'Не сохранено: попробуйте ещё раз' },
    dashboard: {
      waiting_reviews: 'Отзывы ждут проверки',
      to_reviews: 'К отзывам',
      most_waited: 'Чего ждут больше всего (поступление)',
      nobody_waits: 'Никто не ждёт поступления',
    },
    back_in_stock: { waiting: '%{count} ждёт поступления |||| %{count} ждут поступления |||| %{count} ждут поступления' },
    settings: {
      title: 'Отзывы',
      publish_at_once: 'Публиковать новые отзывы сразу (без проверки)',
    },
  },
};
