import { ApiProperty } from '@nestjs/swagger';

export class TranslationResponseDto {
  @ApiProperty({ example: 'ru', enum: ['ru', 'he', 'en'] }) language: string;
  @ApiProperty({ example: 'Футбольный мяч' }) name: string;
  @ApiProperty({ example: 'Мяч для игры на траве', nullable: true, type: String }) description: string | null;
}

export class DeletedResponseDto {
  @ApiProperty({ example: { id: 12 } }) data: { id: number };
}
