import { ApiProperty } from '@nestjs/swagger';
import type { Pagination } from '@strongs/contracts';

/** The OpenAPI shape of a page of dictionary results or of an entry's occurrences. */
export class PaginationDto implements Pagination {
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 434 }) pages: number;
  @ApiProperty({ example: 8674 }) total: number;
  @ApiProperty({ example: 20 }) limit: number;
}
