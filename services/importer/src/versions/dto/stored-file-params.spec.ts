import { BIBLE_UPLOAD_EXTENSIONS } from '@strongs/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { StoredFileParams } from './versions-admin.dto';

const problems = (name: string) => validateSync(plainToInstance(StoredFileParams, { name }));

describe('the name of an uploaded file to delete', () => {
  it.each(BIBLE_UPLOAD_EXTENSIONS.map((e) => `net_20261128023000_a1b2c3${e}`))(
    'accepts %s, as the upload names it',
    (name) => {
      expect(problems(name)).toEqual([]);
    },
  );

  it.each(['../etc/passwd', 'net.exe', 'NET_1.tsv', 'net_1.tsv/x'])('refuses %s', (name) => {
    expect(problems(name)).not.toEqual([]);
  });
});
