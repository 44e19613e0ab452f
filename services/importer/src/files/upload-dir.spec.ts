import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnsafeFileNameError, UploadDir } from './upload-dir';

describe('UploadDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'upload-dir-'));
  const dir = new UploadDir(join(root, 'nested', 'files'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates its areas and generates plain names inside them', () => {
    const name = dir.generateName('My Bible (NKJV)/../x', '.txt');
    expect(name).toMatch(/^my_bible__nkjv_____x_\d{14}_[0-9a-f]{6}\.txt$/);
    expect(dir.path('uploads', name)).toBe(join(root, 'nested', 'files', 'uploads', name));
  });

  it.each(['../x.sql', '..', '/etc/passwd', 'a/b.sql', 'x.sql\u0000.txt', 'X.SQL', '.sql', 'x.exe', '%2e%2e.sql', ''])('refuses %j', (name) => {
    expect(() => dir.path('converted', name)).toThrow(UnsafeFileNameError);
  });
});
