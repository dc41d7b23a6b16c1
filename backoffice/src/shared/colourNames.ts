/**
 * Colour names by the shop's ONE vocabulary (backend/src/shared/domain/colour-names.ts, through the
 * storefront's rule, as markdown.ts does): staff type the English key and see what shoppers will read.
 */
export { colourName, isKnownColour } from '../../../storefront/src/rules/colour-names';
