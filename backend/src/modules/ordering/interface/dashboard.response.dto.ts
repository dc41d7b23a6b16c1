import { ApiProperty } from '@nestjs/swagger';
import type { DashboardView } from '../application/get-dashboard.use-case';

export class DashboardTotalsDto {
  @ApiProperty({ example: 248 }) products: number;
  @ApiProperty({ example: 5234 }) orders: number;
  @ApiProperty({ example: 152340.5, description: 'Shekels; orders with payment_status paid' }) revenue: number;
  @ApiProperty({ example: 1876, description: 'Distinct customer emails, ignoring case' }) customers: number;
}

export class DashboardDayDto {
  @ApiProperty({ example: '2026-01-05', description: "The shop's day (time_zone)" }) date: string;
  @ApiProperty({ example: 7 }) orders: number;
  @ApiProperty({ example: 1320.4, description: 'Shekels of paid orders placed that day' }) revenue: number;
}

export class DashboardMonthDto {
  @ApiProperty({ example: '2026-01', description: "The shop's month (time_zone)" }) month: string;
  @ApiProperty({ example: 180 }) orders: number;
}

export class DashboardTodayOrderDto {
  @ApiProperty({ example: '0b6f3c9e-8c1d-4f5e-9a7b-2d4c6e8f0a1b' }) id: string;
  @ApiProperty({ example: 'ORD-1767607200000-42' }) order_number: string;
  @ApiProperty({ example: 'Dana Levi' }) customer_name: string;
  @ApiProperty({ example: 259.8 }) total_amount: number;
  @ApiProperty({ example: 'new' }) status: string;
  @ApiProperty({ example: 'pending' }) payment_status: string;
  @ApiProperty({ example: '2026-01-05T10:00:00.000Z' }) created_at: string;
}

export class DashboardTodayDto {
  @ApiProperty({ example: 7, description: "All orders of the shop's day (the list holds the newest 100)" }) count: number;
  @ApiProperty({ type: [DashboardTodayOrderDto] }) orders: DashboardTodayOrderDto[];
}

export class DashboardDto implements DashboardView {
  @ApiProperty({
    example: 'Asia/Jerusalem',
    description: "The shop's time zone (SHOP_TIME_ZONE): its days, months and today, and the zone to show times in",
  })
  time_zone: string;
  @ApiProperty({ type: DashboardTotalsDto }) totals: DashboardTotalsDto;
  @ApiProperty({ type: [DashboardDayDto], description: "Every day of the shop's current month" }) days: DashboardDayDto[];
  @ApiProperty({ type: [DashboardMonthDto], description: "The 12 months of the shop's current year" }) months: DashboardMonthDto[];
  @ApiProperty({ type: DashboardTodayDto }) today: DashboardTodayDto;
  @ApiProperty({ example: 180, description: "Orders placed this month of the shop's" }) month_orders: number;
  @ApiProperty({
    example: 2,
    description: 'Cancellation requests waiting for staff (GET /api/admin/cancellation-requests?filter={"state":"open"})',
  })
  open_cancellation_requests: number;
}

export class DashboardResponseDto {
  @ApiProperty({ type: DashboardDto }) data: DashboardDto;
}
