import { Injectable } from '@nestjs/common';

/**
 * Whether this process loaded the demo data set into an empty database at its start. Only then may the
 * login page show the demo passwords: a database seeded earlier (and shared, or since put to real use)
 * never has them published, even if its demo accounts kept their passwords.
 */
@Injectable()
export class DemoDataStart {
  private loadedHere = false;

  /** Told by the demo data loader, once it has written the demo accounts. */
  markLoaded(): void {
    this.loadedHere = true;
  }

  get loadedByThisStart(): boolean {
    return this.loadedHere;
  }
}
