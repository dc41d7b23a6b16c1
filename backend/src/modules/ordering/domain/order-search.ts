import { normalizeEmail } from './customer';
import { normalizeOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

/** The fields staff search an order by (the back office's `search` filter). */
export interface SearchedOrderFields {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

/**
 * The words an order is found by: those of the customer's name, of the email before its @ (the
 * provider after it would list a sixth of all orders; a whole email is an exact match of its own),
 * the phone as its digits in national form (so the beginning of a number finds it however it was
 * typed at checkout) and the order number. Cut where searchWords cuts, in lower case, each word once
 * and at most SEARCH_WORD_LENGTH characters. Kept grouped by head (orderSearchHeads) in their own table
 * beside the order's status, payment status and date, so a search reads only the entries of its
 * word's head in the filtered range.
 */
export function orderSearchWords(fields: SearchedOrderFields): string[] {
  const mailbox = fields.customerEmail.split('@')[0];
  const texts = [fields.customerName, mailbox, phoneDigits(fields.customerPhone), fields.orderNumber];
  return [...new Set(texts.flatMap(wordsOf).map((word) => word.slice(0, SEARCH_WORD_LENGTH)))];
}

/** The longest word kept; a longer typed word is matched by its first SEARCH_WORD_LENGTH characters. */
export const SEARCH_WORD_LENGTH = 40;

/**
 * A word's head: its first SEARCH_HEAD_LENGTH characters. An order's words are kept grouped by head
 * (orderSearchHeads), so a typed word at least this long is looked up by its own head, one index
 * range in the filtered status and date range, instead of by every stored word it begins (`cohen`
 * begins hundreds of mailbox words like `cohen1234` over two years).
 */
export const SEARCH_HEAD_LENGTH = 3;
/** The most characters of one head's words kept (the index column's length); see orderSearchHeads. */
export const SEARCH_HEAD_WORDS_LENGTH = 600;

/** An order's words that share one head, each after a space: ` cohen cohen12` (`% cohen1%` finds a beginning). */
export interface SearchHead {
  head: string;
  words: string;
}

/** The first SEARCH_HEAD_LENGTH characters (code points, as the database counts them). */
export function headOf(word: string): string {
  return Array.from(word).slice(0, SEARCH_HEAD_LENGTH).join('');
}

/** Whether a typed word has a whole head, and so is looked up by it alone. */
export function hasWholeHead(word: string): boolean {
  return Array.from(word).length >= SEARCH_HEAD_LENGTH;
}

/**
 * The order's search words (orderSearchWords) grouped by head, one row each: every order appears
 * at most once under a head, so a search by a whole head needs no de-duplication. A group longer than
 * SEARCH_HEAD_WORDS_LENGTH (dozens of distinct words with the same first three letters in one name)
 * keeps the words that fit.
 */
export function orderSearchHeads(fields: SearchedOrderFields): SearchHead[] {
  const groups = new Map<string, string>();
  for (const word of orderSearchWords(fields)) {
    const head = headOf(word);
    const words = `${groups.get(head) ?? ''} ${word}`;
    if (words.length <= SEARCH_HEAD_WORDS_LENGTH) groups.set(head, words);
  }
  return [...groups].map(([head, words]) => ({ head, words }));
}
/** The longest phone in digits: the phone column's 40 characters, a typed + become 00. */
export const PHONE_DIGITS_LENGTH = 41;

const PHONE_TYPING = /^\+?[\d\s\-().]+$/;
const ISRAEL = '972';

/**
 * A phone as its digits in national form, the way it is dialled from Israel: separators (spaces,
 * hyphens, dots, parentheses) dropped; the country code +972 / 00972 / 972 becomes the trunk 0
 * (also when a 0 follows it, "+972 (0)50..."); a national number typed without its 0 (8 or 9
 * digits, "50-123-4567") gets it; any other country keeps its code after 00. So 050-123-4567,
 * +972 50 123 4567, 972501234567 and 0501234567 are all 0501234567. Empty when the text is not a
 * phone at all.
 */
export function phoneDigits(raw: string): string {
  const typed = raw.trim();
  if (!PHONE_TYPING.test(typed)) return '';
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return '';
  const international = typed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    return international.startsWith(ISRAEL) ? national(international.slice(ISRAEL.length)) : `00${international}`;
  }
  // 972 without a plus: a whole international number (972 and 8 or 9 more digits) only.
  if (digits.startsWith(ISRAEL) && (digits.length === 11 || digits.length === 12)) return national(digits.slice(ISRAEL.length));
  if (!digits.startsWith('0') && (digits.length === 8 || digits.length === 9)) return `0${digits}`;
  return digits;
}

function national(significant: string): string {
  return `0${significant.replace(/^0+/, '')}`;
}

/** Israeli numbers have 9 (landline) or 10 (mobile) digits with their 0, 11 or 12 with 972 instead. */
const SHORTEST_PHONE = 9;
const LONGEST_NATIONAL_PHONE = 12;

/** What staff typed into the order search, and how the database answers it. */
export type OrderSearch =
  /** The shop's order number: its unique index. */
  | { kind: 'order-number'; orderNumber: string }
  /** A whole email (it has an @): the email index, without case. */
  | { kind: 'email'; email: string }
  /** A whole phone in any format: the phone-digits index. */
  | { kind: 'phone'; phoneDigits: string }
  /** Anything else: every word must begin one of the order's words (orderSearchWords). */
  | { kind: 'words'; words: string[] };

/**
 * Classifies a search. Exact matches first, because each has an index that finds its few orders
 * directly: an order number in the shop's format (ORD-...), an email, a phone of at least 9 digits.
 * Anything else is words: cut where the word index cuts (at every character that is not a letter
 * or a digit), in lower case, each one matched from its beginning. Null when nothing searchable is
 * left (punctuation only).
 */
export function classifyOrderSearch(typed: string): OrderSearch | null {
  const text = typed.trim();
  const orderNumber = normalizeOrderNumber(text);
  if (ORDER_NUMBER_PATTERN.test(orderNumber)) return { kind: 'order-number', orderNumber };
  if (text.includes('@') && !/\s/.test(text)) return { kind: 'email', email: normalizeEmail(text) };
  // 9 to 12 digits typed (a national number, or one with 972), or any international one (+, 00);
  // shorter runs (part of a number, an 8-digit code) and longer ones (an order number's time) are words.
  const digits = phoneDigits(text);
  const typedDigits = text.replace(/\D/g, '').length;
  const international = /^(\+|00)/.test(text);
  if (digits !== '' && typedDigits >= SHORTEST_PHONE && (international || typedDigits <= LONGEST_NATIONAL_PHONE)) {
    return { kind: 'phone', phoneDigits: digits };
  }
  const words = searchWords(text);
  return words.length > 0 ? { kind: 'words', words } : null;
}

/** Distinct words, lower case, in the order typed; a word included in a longer one adds nothing. */
export function searchWords(text: string): string[] {
  const words = [...new Set(wordsOf(text).map((word) => word.slice(0, SEARCH_WORD_LENGTH)))];
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}
