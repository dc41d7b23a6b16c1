import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate, useWrappedSource, type TextInputProps } from 'react-admin';
import { colourName, isKnownColour } from 'shop-rules';

const V = 'resources.products.variants';

/**
 * A colour field (a variant's, a size template's): staff type the English name, which stays the key;
 * under it, the Hebrew and Russian names shoppers will read, or a note that the colour is not in the
 * shop's list and will be shown as typed.
 */
export function ColourNameInput(props: TextInputProps) {
  const translate = useTranslate();
  // Inside a template's list of colours the source is relative to its row ('colors.2.color_name').
  const typed = useWatch({ name: useWrappedSource(props.source) }) as string | null | undefined;
  const hint = !typed?.trim()
    ? translate(`${V}.color_hint`)
    : isKnownColour(typed)
      ? translate(`${V}.color_shown`, { he: colourName(typed, 'he'), ru: colourName(typed, 'ru') })
      : translate(`${V}.color_unknown`);
  return <TextInput {...props} helperText={hint} />;
}
