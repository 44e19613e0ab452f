import { ApiProperty } from '@nestjs/swagger';

export class HttpErrorDto {
  @ApiProperty({ example: 404 }) statusCode: number;
  @ApiProperty({ example: "Strong's number H9999 not found in dictionary" }) message: string;
}
