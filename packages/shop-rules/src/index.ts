// The shop's pure rules, one home for each: imported by package name by the backend's domain, the
// storefront and the back office.
export * from './money';
export * from './prices';
export * from './vat';
export * from './price-format';
export * from './quantities';
export * from './slugs';
export * from './web-address';
export * from './markdown-text';
export * from './languages';
export * from './colour-names';
export * from './order-statuses';
export * from './order-lifecycle';
export * from './order-number';
export * from './shop-calendar';
export * from './shop-details';
export * from './email-address';
export * from './customer-details';
// The interface texts' shape and languages; the texts themselves are read per language through
// shop-rules/texts/he, /ru and /en, so a page downloads only its own language.
export * from './texts/interface-texts';
// Checkout: delivery, discount codes, the order's totals and card installments.
export * from './delivery';
export * from './delivery-address';
export * from './discounts';
export * from './order-totals';
export * from './installments';
// After the sale: cancelling a distance sale (period, fee, refund of chosen lines).
export * from './cancellation';
export * from './low-stock';
