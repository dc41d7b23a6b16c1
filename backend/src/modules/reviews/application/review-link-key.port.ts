/** Port: the key review links are signed with, the same on every instance. */
export abstract class ReviewLinkKey {
  abstract readonly key: Buffer;
}
