/**
 * Values of the shopping feeds that the shop has not yet confirmed with Google or Zap (marked [?] in
 * the delivery-and-reach notes). They live here, and only here, so that confirming one is a one-line
 * change. See docs/features/product-feeds.md.
 */

/** TO CONFIRM with Google: the country and service name of g:shipping for Israel (6324484). */
export const GOOGLE_SHIPPING_COUNTRY = 'IL';
export const GOOGLE_SHIPPING_SERVICE = 'Courier';

/** TO CONFIRM with Google: that ILS prices are accepted as they are for Israel (160637). */
export const FEED_CURRENCY = 'ILS';

/**
 * TO CONFIRM with Zap: DELIVERY_TIME is digits; taken here as working days from the order to the door.
 * The Woo Zap Mirror plugin writes a number without saying the unit.
 */
export const ZAP_DELIVERY_TIME = '3';

/** TO CONFIRM with Zap: TAX is always 1 in the Woo Zap Mirror plugin, read as "the price includes VAT". */
export const ZAP_TAX = '1';

/** Zap's length limits, as the Woo Zap Mirror plugin applies them (TO CONFIRM against Zap's own spec). */
export const ZAP_NAME_MAX = 40;
export const ZAP_DETAILS_MAX = 255;
