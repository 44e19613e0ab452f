import { ignoringCode, meiliErrorCode } from './meili-errors';
import { MeiliTaskError, waitForMeiliTask } from './meili-tasks';

/** What the client's MeilisearchApiError carries: the response body as `cause`. */
const apiError = (code: string) =>
  Object.assign(new Error(code), { cause: { code, message: code, type: 'invalid_request', link: '' } });
const task = (status: string, code?: string) => ({
  waitTask: async () =>
    ({
      uid: 7,
      type: 'indexCreation',
      status,
      error: code ? { code, message: `failed: ${code}` } : null,
    }) as never,
});

describe('Meilisearch errors', () => {
  it('ignores only the error code it is told to', async () => {
    await expect(
      ignoringCode('index_already_exists', Promise.reject(apiError('index_already_exists'))),
    ).resolves.toBeUndefined();
    await expect(
      ignoringCode('index_already_exists', Promise.reject(apiError('invalid_api_key'))),
    ).rejects.toThrow('invalid_api_key');
    await expect(
      ignoringCode('index_already_exists', Promise.reject(new Error('fetch failed'))),
    ).rejects.toThrow('fetch failed');
  });

  it('turns a failed task into an error with its code, which ignoringCode can read', async () => {
    const failure = waitForMeiliTask(task('failed', 'index_already_exists'), 1000);
    await expect(failure).rejects.toThrow(MeiliTaskError);
    await expect(
      ignoringCode('index_already_exists', waitForMeiliTask(task('failed', 'index_already_exists'), 1000)),
    ).resolves.toBeUndefined();
    await expect(
      ignoringCode(
        'index_already_exists',
        waitForMeiliTask(task('failed', 'invalid_settings_ranking_rules'), 1000),
      ),
    ).rejects.toThrow('invalid_settings_ranking_rules');
    await expect(waitForMeiliTask(task('succeeded'), 1000)).resolves.toMatchObject({ status: 'succeeded' });
    expect(meiliErrorCode(new Error('plain'))).toBeUndefined();
  });
});
