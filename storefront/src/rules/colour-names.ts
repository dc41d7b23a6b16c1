// Colour names come from the shop's ONE vocabulary (shop-rules colour-names.ts). Carts and orders keep
// the English key ('M / Black'); pages show it in their language when they draw it, so a cart filled in
// Hebrew reads in Russian after a switch of language.

/** A variant as the picker shows it: the server's colour in the page's language, the key when it sent none. */
export function withShownColour<T extends { color: string | null; localized_color?: string | null }>(variant: T): T {
  return { ...variant, color: variant.localized_color || variant.color };
}
