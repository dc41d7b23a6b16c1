import { NumberInput, type NumberInputProps } from 'react-admin';

/**
 * A number that may be negative (a price modifier, a sort order). In a right-to-left form the browser
 * lays "-15" out as "15-": the minus is a neutral character and takes the paragraph's direction. The
 * figure is its own left-to-right run; the text still sits at the field's start (the right-to-left
 * style cache flips `left` to `right` in Hebrew).
 */
export function SignedNumberInput(props: NumberInputProps) {
  return <NumberInput {...props} slotProps={{ htmlInput: { dir: 'ltr' } }} sx={{ '& input': { textAlign: 'left' }, ...props.sx }} />;
}
