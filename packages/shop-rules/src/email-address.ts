/**
 * One rule for an email address wherever the shop takes one: the checkout, tracking and cancellation
 * pages, back-in-stock requests, the orders desk, staff accounts, the shop's alert emails. It is the
 * strictest of the checks the shop used to have, so nothing refused before is taken now: at most 254
 * characters (the stored column), a mailbox of at most 64 made of letters (any script), digits and the
 * usual symbols with single dots between them, and a domain of two or more labels whose last one is
 * the top-level domain: two or more letters, or an IDN's `xn--` form. Quoted mailboxes ("a b"@x.co)
 * and IP-address domains are not taken: no shopper has one, and the mail transport would not either.
 * The text is checked as given: callers that accept spaces around it trim first.
 */
export const MAX_EMAIL_LENGTH = 254;
const MAX_MAILBOX_LENGTH = 64;
const MAX_DOMAIN_LABEL_LENGTH = 63;

const MAILBOX_PART = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const MAILBOX = new RegExp(`^${MAILBOX_PART}(\\.${MAILBOX_PART})*$`, 'u');
const DOMAIN_LABEL = /^[\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TOP_LEVEL_DOMAIN = /^(\p{L}{2,}|xn--[a-z0-9-]{2,})$/iu;
/** Full-width forms (Ａ, ＠, ．) that East Asian keyboards type: letters to Unicode, but no mail server takes them. */
const FULL_WIDTH = /[\uff01-\uff5e]/;

export function isEmailAddress(text: string): boolean {
  if (text.length > MAX_EMAIL_LENGTH || FULL_WIDTH.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const mailbox = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    mailbox.length <= MAX_MAILBOX_LENGTH &&
    MAILBOX.test(mailbox) &&
    labels.length >= 2 &&
    labels.every((label) => label.length <= MAX_DOMAIN_LABEL_LENGTH && DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1])
  );
}

/** Addresses are kept and compared without surrounding spaces and without letter case. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

export function sameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
