// The shop's pure rules, one home for each: imported by package name by the backend's domain, the
// storefront and the back office.
export * from './money';
export * from './prices';
export * from './price-format';
export * from './quantities';
export * from './slugs';
export * from './web-address';
export * from './markdown-text';
export * from './languages';
export * from './colour-names';
export * from './order-statuses';
