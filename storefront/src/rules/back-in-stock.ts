/** Enough of an email address to be worth sending (the server checks it again). */
export function looksLikeEmail(raw: string): boolean {
  const email = raw.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}
