import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row: a number every write through the API raises, in whichever process it lands. The caches of
 * finished answers (catalog answers, rendered pages) keep an answer past its time to live only while
 * this number is the one they saw when they computed it.
 */
@Entity('change_generation')
export class ChangeGenerationEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'bigint', default: 0 })
  generation: number;
}
