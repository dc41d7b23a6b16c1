import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ADDRESS_LIMITS, HOUSE_NUMBER_PATTERN, ZIP_PATTERN } from 'shop-rules';
import { Trim } from './trim';

const { city, street, houseNumber } = ADDRESS_LIMITS;

/** Where the courier brings the order. */
export class DeliveryAddressRequestDto {
  @ApiProperty({ example: 'ראשון לציון', minLength: city[0], maxLength: city[1] })
  @Trim()
  @IsString({ message: 'city is required' })
  @MinLength(city[0], { message: `city must be ${city[0]} to ${city[1]} characters` })
  @MaxLength(city[1], { message: `city must be ${city[0]} to ${city[1]} characters` })
  city: string;

  @ApiProperty({ example: 'הרצל', minLength: street[0], maxLength: street[1] })
  @Trim()
  @IsString({ message: 'street is required' })
  @MinLength(street[0], { message: `street must be ${street[0]} to ${street[1]} characters` })
  @MaxLength(street[1], { message: `street must be ${street[0]} to ${street[1]} characters` })
  street: string;

  @ApiProperty({ example: '12א', description: 'Digits, maybe a letter, maybe /entrance: 12, 12א, 12/3', maxLength: houseNumber[1] })
  @Trim()
  @IsString({ message: 'house_number is required' })
  @MaxLength(houseNumber[1], { message: `house_number must be at most ${houseNumber[1]} characters` })
  @Matches(HOUSE_NUMBER_PATTERN, { message: 'house_number must be digits, maybe with a letter or a slash (12, 12א, 12/3)' })
  house_number: string;

  @ApiPropertyOptional({
    example: 'ב',
    nullable: true,
    type: String,
    maxLength: ADDRESS_LIMITS.entrance,
    description: 'As the building names it',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'entrance must be text' })
  @MaxLength(ADDRESS_LIMITS.entrance, { message: `entrance must be at most ${ADDRESS_LIMITS.entrance} characters` })
  entrance?: string | null;

  @ApiPropertyOptional({
    example: '3',
    nullable: true,
    type: String,
    maxLength: ADDRESS_LIMITS.floor,
    description: 'As the shopper writes it: 3, קרקע, -1',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'floor must be text' })
  @MaxLength(ADDRESS_LIMITS.floor, { message: `floor must be at most ${ADDRESS_LIMITS.floor} characters` })
  floor?: string | null;

  @ApiPropertyOptional({ example: '4', nullable: true, type: String, maxLength: ADDRESS_LIMITS.apartment })
  @IsOptional()
  @Trim()
  @IsString({ message: 'apartment must be text' })
  @MaxLength(ADDRESS_LIMITS.apartment, { message: `apartment must be at most ${ADDRESS_LIMITS.apartment} characters` })
  apartment?: string | null;

  @ApiPropertyOptional({ example: '7525101', nullable: true, type: String, description: 'Mikud: exactly 7 digits' })
  @IsOptional()
  @Trim()
  @Matches(/^$|^\d{7}$/, { message: 'zip must be exactly 7 digits' })
  @MaxLength(7, { message: 'zip must be exactly 7 digits' })
  zip?: string | null;

  @ApiPropertyOptional({ example: 'Ring twice, the lift is on the left', nullable: true, type: String, maxLength: ADDRESS_LIMITS.notes })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(ADDRESS_LIMITS.notes, { message: `notes must be at most ${ADDRESS_LIMITS.notes} characters` })
  notes?: string | null;
}

/** The request's address as the order keeps it (blank optional fields become null). */
export function toDeliveryAddress(dto: DeliveryAddressRequestDto) {
  return {
    city: dto.city,
    street: dto.street,
    houseNumber: dto.house_number,
    entrance: dto.entrance || null,
    floor: dto.floor || null,
    apartment: dto.apartment || null,
    zip: dto.zip && ZIP_PATTERN.test(dto.zip) ? dto.zip : null,
    notes: dto.notes || null,
  };
}
