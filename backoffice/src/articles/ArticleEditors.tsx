import { Create, Edit, useTranslate } from 'react-admin';
import { ArticleForm } from './ArticleForm';
import { articlePayload, type ArticleFormValues } from './articlePayload';

const transform = (values: ArticleFormValues) => articlePayload(values);

// Pessimistic: a refused save (a slug already taken) keeps the form open with the reason beside the field.
export function ArticleCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate('resources.articles.form.create_title')} transform={transform} redirect="list">
      <ArticleForm submitLabel="ra.action.save" />
    </Create>
  );
}

export function ArticleEdit() {
  const translate = useTranslate();
  return (
    <Edit title={translate('resources.articles.form.edit_title')} transform={transform} redirect="list" mutationMode="pessimistic">
      <ArticleForm submitLabel="ra.action.save" />
    </Edit>
  );
}
