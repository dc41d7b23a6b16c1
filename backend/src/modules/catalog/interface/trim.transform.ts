import { Transform } from 'class-transformer';

/** Trims text before validation, so "  a " fails a minimum length of 2 like staff would expect. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
