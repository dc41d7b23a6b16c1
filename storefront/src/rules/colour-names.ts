/**
 * Colour names in the shopper's language, by ONE vocabulary for the whole shop (the API, the emails and
 * both apps): backend/src/shared/domain/colour-names.ts, imported here rather than copied. Carts and
 * orders keep the English key ('M / Black'); pages show it in their language when they draw it, so a
 * cart filled in Hebrew reads in Russian after a switch of language.
 */
export { colourName, isKnownColour, localizedVariantName } from '../../../backend/src/shared/domain/colour-names';

/** A variant as the picker shows it: the server's colour in the page's language, the key when it sent none. */
export function withShownColour<T extends { color: string | null; localized_color?: string | null }>(variant: T): T {
  return { ...variant, color: variant.localized_color || variant.color };
}
