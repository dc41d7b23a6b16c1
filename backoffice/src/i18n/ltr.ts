/**
 * Left-to-right text (an address's scheme, a header's name) inside a Hebrew sentence, isolated
 * (U+2066 ... U+2069) so the bidirectional algorithm does not turn "http://" into "//:http".
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
