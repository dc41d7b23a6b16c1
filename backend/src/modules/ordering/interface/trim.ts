import { Transform } from 'class-transformer';

/** Surrounding spaces are not part of what the shopper meant. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
