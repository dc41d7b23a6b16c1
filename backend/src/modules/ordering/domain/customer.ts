// The customer's details follow the shop's rules, which the checkout page and the orders desk check
// too: shop-rules customer-details.ts (name, company, phone) and email-address.ts.
export { normalizeEmail, sameEmail } from 'shop-rules';
