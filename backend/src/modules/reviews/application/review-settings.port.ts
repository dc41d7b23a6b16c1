/** Port: whether new reviews are shown at once or wait for staff (a shop setting staff change). */
export abstract class ReviewSettings {
  abstract publishAtOnce(): Promise<boolean>;
}
