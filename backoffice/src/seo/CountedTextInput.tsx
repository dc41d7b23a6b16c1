import { useWatch } from 'react-hook-form';
import { TextInput, type Validator } from 'react-admin';
import { counterText, SEO_LIMITS, type SeoLimitedField } from './seoRules';

/** Over the limit: the message says the limit and where the text stands ("At most 200 characters (215/200)"). */
export const withinLimit =
  (field: SeoLimitedField): Validator =>
  (value: string) => {
    const count = (value ?? '').length;
    const max = SEO_LIMITS[field];
    return count > max ? { message: 'resources.seo.form.too_long', args: { max, count } } : undefined;
  };

/**
 * A text field with the spec's "n/200" counter under it (its description for screen readers). Typing
 * past the limit is not cut off: the field says so and the form waits.
 */
export function CountedTextInput({
  source,
  label,
  validate = [],
  multiline = false,
  isRequired = false,
}: {
  source: SeoLimitedField;
  label: string;
  validate?: Validator[];
  multiline?: boolean;
  isRequired?: boolean;
}) {
  const value: string = useWatch({ name: source }) ?? '';
  return (
    <TextInput
      source={source}
      label={label}
      validate={[...validate, withinLimit(source)]}
      isRequired={isRequired}
      helperText={counterText(value, SEO_LIMITS[source])}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: { dir: 'auto' } }}
    />
  );
}
