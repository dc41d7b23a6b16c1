import { Create, Edit, useTranslate } from 'react-admin';
import { SeoForm } from './SeoForm';
import { seoPayload, type SeoFormValues } from './seoRules';

const transform = (values: SeoFormValues) => seoPayload(values);

// A successful save (or Cancel, or the close button) goes back to the list, which reads the records again.
export function SeoCreate() {
  const translate = useTranslate();
  const title = translate('resources.seo.form.create_title');
  return (
    <Create title={title} transform={transform} redirect="list">
      <SeoForm title={title} />
    </Create>
  );
}

export function SeoEdit() {
  const translate = useTranslate();
  const title = translate('resources.seo.form.edit_title');
  return (
    <Edit title={title} transform={transform} redirect="list" mutationMode="pessimistic" actions={false}>
      <SeoForm title={title} />
    </Edit>
  );
}
