import { Controller, Get, INestApplication, Module, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DbModule } from '@strongs/db';
import {
  applyServiceSetup,
  CommonModule,
  CurrentUser,
  RedisModule,
  RequireRole,
  RequireSession,
  SessionModule,
  type SessionUser,
} from '@strongs/nest-common';
import request from 'supertest';
import { SITE_ORIGIN, startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app';

const ADMIN_PASSWORD_FOR_TEST = 'an admin passphrase for the tests';
const USER_PASSWORD = 'an ordinary passphrase for the tests';

@Controller('api/admin/probe')
class AdminProbeController {
  @Get()
  @RequireRole('admin')
  read(@CurrentUser() user: SessionUser): { username: string } {
    return { username: user.username };
  }

  @Post()
  @RequireRole('admin')
  write(): { done: true } {
    return { done: true };
  }
}

@Controller('api/probe/me')
class SessionProbeController {
  @Get()
  @RequireSession()
  read(@CurrentUser() user: SessionUser): SessionUser {
    return user;
  }
}

@Module({ controllers: [AdminProbeController, SessionProbeController] })
class ProbeModule {}

describe('the shared guard, in another service mounting the same session store read-only', () => {
  let auth: AuthTestApp;
  let other: INestApplication;
  const otherHttp = () => request(other.getHttpServer());

  async function signIn(username: string, password: string): Promise<string> {
    const res = await request(auth.app.getHttpServer())
      .post('/api/login')
      .send({ username, password })
      .expect(200);
    return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  }

  beforeAll(async () => {
    auth = await startAuthTestApp({
      config: { ADMIN_USERNAME: 'keeper', ADMIN_PASSWORD: ADMIN_PASSWORD_FOR_TEST },
    });
    const moduleRef = await Test.createTestingModule({
      imports: [
        CommonModule.forService('probe', auth.config),
        DbModule.forRoot({ poolSize: 2 }),
        RedisModule.forRoot(),
        SessionModule.forRoot(auth.config),
        ProbeModule,
      ],
    }).compile();
    other = moduleRef.createNestApplication({ bufferLogs: true });
    applyServiceSetup(other);
    await other.init();
    await request(auth.app.getHttpServer())
      .post('/api/register')
      .send({ username: 'ruth', password: USER_PASSWORD })
      .expect(201);
  });
  afterAll(async () => {
    await other?.close();
    await auth?.close();
  });

  it('answers 401 without a session', async () => {
    await otherHttp()
      .get('/api/admin/probe')
      .expect(401, { statusCode: 401, message: 'Authentication required' });
    await otherHttp()
      .get('/api/probe/me')
      .expect(401, { statusCode: 401, message: 'Authentication required' });
  });

  it('answers 403 to a signed-in user without the admin role', async () => {
    const cookie = await signIn('ruth', USER_PASSWORD);
    await otherHttp()
      .get('/api/admin/probe')
      .set('Cookie', cookie)
      .expect(403, { statusCode: 403, message: 'Admin role required' });
    await otherHttp().post('/api/admin/probe').set('Cookie', cookie).set('Origin', SITE_ORIGIN).expect(403);
    expect((await otherHttp().get('/api/probe/me').set('Cookie', cookie).expect(200)).body).toEqual({
      id: expect.any(Number),
      username: 'ruth',
      role: 'user',
    });
  });

  it('answers 200 to the administrator created from ADMIN_USERNAME/ADMIN_PASSWORD', async () => {
    const cookie = await signIn('keeper', ADMIN_PASSWORD_FOR_TEST);
    await otherHttp().get('/api/admin/probe').set('Cookie', cookie).expect(200, { username: 'keeper' });
    await otherHttp()
      .post('/api/admin/probe')
      .set('Cookie', cookie)
      .set('Origin', SITE_ORIGIN)
      .expect(201, { done: true });
  });

  it('applies the CSRF check there too', async () => {
    const cookie = await signIn('keeper', ADMIN_PASSWORD_FOR_TEST);
    await otherHttp()
      .post('/api/admin/probe')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .expect(403, { statusCode: 403, message: 'Cross-site request refused' });
  });

  it('reads the role from the users table: a demoted admin is refused at the next request', async () => {
    const cookie = await signIn('keeper', ADMIN_PASSWORD_FOR_TEST);
    await otherHttp().get('/api/admin/probe').set('Cookie', cookie).expect(200);
    await auth.sql(`UPDATE users SET role = 'user' WHERE username = 'keeper'`);
    await otherHttp().get('/api/admin/probe').set('Cookie', cookie).expect(403);
    await auth.sql(`UPDATE users SET role = 'admin' WHERE username = 'keeper'`);
  });

  it('stops honouring a session once auth logged it out', async () => {
    const cookie = await signIn('keeper', ADMIN_PASSWORD_FOR_TEST);
    await request(auth.app.getHttpServer())
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('Origin', SITE_ORIGIN)
      .expect(200);
    await otherHttp().get('/api/admin/probe').set('Cookie', cookie).expect(401);
  });
});
