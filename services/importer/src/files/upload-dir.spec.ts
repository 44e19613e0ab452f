import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIBLE_UPLOAD_EXTENSIONS } from '@strongs/contracts';
import { STORED_NAME, UnsafeFileNameError, UploadDir } from './upload-dir';

describe('UploadDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'upload-dir-'));
  const dir = new UploadDir(join(root, 'nested', 'files'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates its areas and generates plain names inside them', () => {
    const name = dir.generateName('My Bible (NKJV)/../x', '.txt');
    expect(name).toMatch(/^my_bible__nkjv_____x_\d{14}_[0-9a-f]{6}\.txt$/);
    expect(dir.path('uploads', name)).toBe(join(root, 'nested', 'files', 'uploads', name));
  });

  it.each([
    '../x.sql',
    '..',
    '/etc/passwd',
    'a/b.sql',
    'x.sql\u0000.txt',
    'X.SQL',
    '.sql',
    'x.exe',
    '%2e%2e.sql',
    '',
  ])('refuses %j', (name) => {
    expect(() => dir.path('converted', name)).toThrow(UnsafeFileNameError);
  });
});

describe('STORED_NAME', () => {
  it('names a stored file of every accepted upload type, and nothing with a path or another type', () => {
    for (const extension of BIBLE_UPLOAD_EXTENSIONS)
      expect(STORED_NAME.test(`nkjv_20261125140739_d1c7d0${extension}`)).toBe(true);
    for (const name of ['../x.sql', 'a/b.txt', 'x.pdf', 'X.sql']) expect(STORED_NAME.test(name)).toBe(false);
  });
});
