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
      summary: 'Строк: %{rows}, товаров: %{products} (новых: %{created}, к обновлению: %{updated})',
      ready: 'Проблем не найдено. Пока ничего не изменилось: примените, чтобы сохранить все товары сразу.',
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
