import { Body, Controller, INestApplication, Module, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsString } from 'class-validator';
import { gzipSync } from 'node:zlib';
import { createValidationPipe } from '../bootstrap/validation.pipe';
import { GlobalExceptionFilter } from './global-exception.filter';

class NameDto {
  @IsString()
  name!: string;
}

@Controller()
class EchoController {
  @Post('echo')
  echo(@Body() body: NameDto): NameDto {
    return body;
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

/** Found by the HTTP fuzz (e2e/src/stack/http-fuzz.e2e.spec.ts): these bodies used to answer 500. */
describe('request bodies the body parser refuses', () => {
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [EchoModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new GlobalExceptionFilter());
    await app.listen(0, '127.0.0.1');
    url = `${await app.getUrl()}/echo`;
  });
  afterAll(() => app.close());

  /** fetch sends the bytes as given: no client-side compression or JSON encoding. */
  const post = async (headers: Record<string, string>, body: Buffer | string) => {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('answers an unknown charset with 415', async () => {
    expect(await post({ 'content-type': 'application/json; charset=bogus' }, '{"name":"x"}')).toEqual({
      status: 415,
      body: { statusCode: 415, message: 'Unsupported request body: unsupported charset "BOGUS"' },
    });
  });

  it('answers an unknown content encoding with 415', async () => {
    const res = await post(
      { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
      '{"name":"x"}',
    );
    expect(res).toEqual({
      status: 415,
      body: {
        statusCode: 415,
        message: expect.stringMatching(/^Unsupported request body: .*content encoding/),
      },
    });
  });

  it('answers a body that claims gzip but is not with 400', async () => {
    const res = await post(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      '{"name":"x"}',
    );
    expect(res).toEqual({
      status: 400,
      body: { statusCode: 400, message: expect.stringMatching(/^Malformed request body: /) },
    });
  });

  it('answers a gzip bomb with 413 without inflating it all', async () => {
    const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
    expect(await post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, bomb)).toEqual({
      status: 413,
      body: { statusCode: 413, message: 'Request body too large' },
    });
  });

  it('still reads a gzip body within the limit', async () => {
    const res = await post(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync('{"name":"x"}'),
    );
    expect(res).toEqual({ status: 201, body: { name: 'x' } });
  });

  it.each([
    ['objects', `${'{"name":'.repeat(3000)}"x"${'}'.repeat(3000)}`],
    ['arrays', `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ])('answers a body of deeply nested %s with 400', async (_name, body) => {
    expect(await post({ 'content-type': 'application/json' }, body)).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The request body is nested too deeply' },
    });
  });
});
