import { ApiError } from '../../../lib/request';
import { uploadBible } from './upload-bible';

class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  headers: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const original = global.XMLHttpRequest;
beforeEach(() => {
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  global.XMLHttpRequest = original;
});

const file = new File(['Gen 1:1 In the beginning'], 'kjv.txt', { type: 'text/plain' });

describe('uploadBible', () => {
  it('posts bibleVersion and file with credentials and reports 0–100 progress', async () => {
    const seen: number[] = [];
    const done = uploadBible({ bibleVersion: 'kjv', file }, (p) => seen.push(p));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/upload-bible');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('bibleVersion')).toBe('kjv');
    expect((xhr.body?.get('file') as File).name).toBe('kjv.txt');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, { success: true, message: 'Uploaded kjv.txt for kjv' });
    await expect(done).resolves.toMatchObject({ message: 'Uploaded kjv.txt for kjv' });
    expect(seen).toEqual([25, 100, 100]);
  });

  it("rejects with the server's message, else the status text", async () => {
    const refused = uploadBible({ bibleVersion: 'geneva', file }, () => undefined);
    FakeXhr.last.answer(
      400,
      { statusCode: 400, message: 'The Geneva Bible has no slot on this site yet: choose another version' },
      'Bad Request',
    );
    await expect(refused).rejects.toEqual(
      new ApiError('The Geneva Bible has no slot on this site yet: choose another version', 400),
    );

    const tooLarge = uploadBible({ bibleVersion: 'kjv', file }, () => undefined);
    FakeXhr.last.status = 413;
    FakeXhr.last.statusText = 'Payload Too Large';
    FakeXhr.last.responseText = 'not json';
    FakeXhr.last.onload?.();
    await expect(tooLarge).rejects.toMatchObject({ message: 'Payload Too Large', status: 413 });
  });

  it("rejects a network failure with 'Network Error'", async () => {
    const failed = uploadBible({ bibleVersion: 'kjv', file }, () => undefined);
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ message: 'Network Error' });
  });
});
