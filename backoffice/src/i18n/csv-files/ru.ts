import type { csvFilesEn } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Russian texts of the CSV downloads and the products import. */
export const csvFilesRu: Texts<typeof csvFilesEn> = {
  'csv-files': {
    export_orders: 'Экспорт заказов',
    export_lines: 'Экспорт строк заказов',
    export_hint: 'CSV заказов, которые показывают фильтры',
    export_products: 'Экспорт CSV',
    import_products: 'Импорт CSV',
    downloading: 'Готовим файл...',
    download_failed: 'Не удалось скачать файл',
    import: {
      title: 'Импорт товаров',
      intro:
        'Загрузите файл CSV в формате экспорта товаров (строка на каждый вариант). Товар ищется по адресу, иначе по одному из артикулов, и обновляется; иначе создаётся. Проверка ничего не меняет.',
      file: 'Файл CSV',
      choose: 'Выбрать файл',
      no_file: 'Файл не выбран',
      check: 'Проверить файл',
      checking: 'Проверяем...',
      apply: 'Применить к каталогу',
      applying: 'Применяем...',
      summary: 'Строк: %{rows}, товаров: %{products} (новых: %{created}, к обновлению: %{updated}, без изменений: %{unchanged})',
      ready: 'Проблем не найдено. Пока ничего не изменилось: просмотрите изменения ниже и примените, чтобы сохранить их все сразу.',
      nothing_to_change: 'Файл ничего не меняет в каталоге.',
      changes: 'Что изменит файл',
      change_create: 'новый товар',
      change_update: 'изменение',
      field: 'Столбец',
      before: 'Было',
      after: 'Станет',
      empty_value: '(пусто)',
      variant: 'Артикул %{sku}',
      more_changes: 'И ещё %{smart_count} товар |||| И ещё %{smart_count} товара |||| И ещё %{smart_count} товаров',
      confirm_title: 'Применить файл к каталогу?',
      confirm:
        'Изменится %{smart_count} товар (новых: %{created}, обновлённых: %{updated}). |||| Изменятся %{smart_count} товара (новых: %{created}, обновлённых: %{updated}), все сразу. |||| Изменятся %{smart_count} товаров (новых: %{created}, обновлённых: %{updated}), все сразу.',
      confirm_rest: 'Товары, фотографии, переводы и варианты, которые файл не меняет, останутся как есть.',
      confirm_button: 'Изменить %{smart_count} товар |||| Изменить %{smart_count} товара |||| Изменить %{smart_count} товаров',
      changed_since: 'Файл теперь меняет другие товары, чем при проверке: проверьте его снова.',
      problems: 'Что исправить (ничего не изменилось)',
      problems_count: '%{smart_count} проблема |||| %{smart_count} проблемы |||| %{smart_count} проблем',
      row: 'Строка',
      column: 'Столбец',
      message: 'Проблема',
      whole_file: 'весь файл',
      applied: 'Готово: создано товаров — %{created}, обновлено — %{updated}',
      failed: 'Не удалось отправить файл',
      back: 'Назад к товарам',
    },
  },
};
