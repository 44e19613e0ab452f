import { BadRequestException, Controller, Get, INestApplication, Module, Post, Body } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsString } from 'class-validator';
import request from 'supertest';
import { InvalidStrongsNumberError, NotFoundError, UnknownReferenceError } from '@strongs/scripture';
import { GlobalExceptionFilter } from './global-exception.filter';
import { createValidationPipe } from '../bootstrap/validation.pipe';

class EchoDto {
  @IsString()
  name: string;
}

@Controller()
class ThrowingController {
  @Get('strongs')
  strongs(): never {
    throw new InvalidStrongsNumberError('X1');
  }
  @Get('reference')
  reference(): never {
    throw new UnknownReferenceError('Genesis 51:1');
  }
  @Get('missing')
  missing(): never {
    throw new NotFoundError('Nothing here');
  }
  @Get('bad')
  bad(): never {
    throw new BadRequestException('page must be at least 1');
  }
  @Get('boom')
  boom(): never {
    throw new Error('secret internals');
  }
  @Post('echo')
  echo(@Body() body: EchoDto): EchoDto {
    return body;
  }
}

@Module({ controllers: [ThrowingController] })
class ThrowingModule {}

describe('the global exception filter', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ThrowingModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new GlobalExceptionFilter());
    await app.init();
  });
  afterAll(() => app.close());

  it('maps domain errors to 400 and 404 with their message', async () => {
    const strongs = await request(app.getHttpServer()).get('/strongs').expect(400);
    expect(strongs.body).toEqual({ statusCode: 400, message: "Invalid Strong's number: X1" });
    const ref = await request(app.getHttpServer()).get('/reference').expect(404);
    expect(ref.body.statusCode).toBe(404);
    await request(app.getHttpServer())
      .get('/missing')
      .expect(404, { statusCode: 404, message: 'Nothing here' });
  });

  it('keeps HTTP exceptions as they are', async () => {
    await request(app.getHttpServer())
      .get('/bad')
      .expect(400, { statusCode: 400, message: 'page must be at least 1' });
  });

  it('hides internals of unexpected errors behind an error id', async () => {
    const res = await request(app.getHttpServer()).get('/boom').expect(500);
    expect(res.body.message).toMatch(/^Internal server error \(error id [0-9a-f-]{36}\)$/);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answers malformed JSON and invalid or unknown fields with 400 and a message', async () => {
    const malformed = await request(app.getHttpServer())
      .post('/echo')
      .set('content-type', 'application/json')
      .send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/Malformed request body|Unexpected end/);
    await request(app.getHttpServer())
      .post('/echo')
      .send({ name: 3 })
      .expect(400, { statusCode: 400, message: 'name must be a string' });
    await request(app.getHttpServer())
      .post('/echo')
      .send({ name: 'x', admin: true })
      .expect(400, { statusCode: 400, message: 'property admin should not exist' });
  });
});
