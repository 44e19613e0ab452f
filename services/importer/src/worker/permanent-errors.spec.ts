import { statusForDomainError } from '@strongs/nest-common';
import { ReaderError, SqlDumpError } from '@strongs/scripture';
import { BibleFileFormatError } from '../bible-import/bible-file-records';
import { UnsupportedFileError } from '../files/content-sniffer';
import { UnsafeFileNameError } from '../files/upload-dir';
import { ImportCountMismatchError } from '../import/corpus-text-importer';
import { CrossReferenceFormatError } from '../import/cross-reference-writer';
import { DuplicateVerseError } from '../import/version-writer';
import { SqlValueError } from '../sql-import/sql-import.repository';
import { UnknownVersionError } from '../uploads/version-slots';
import { isPermanent } from './permanent-errors';

describe('the importer errors', () => {
  it('answers 400 with their message for a refused upload, file name, version or SQL value', () => {
    const errors = [
      new UnsupportedFileError('Unsupported file type: x.doc'),
      new UnknownVersionError('Unknown Bible version: xyz'),
      new UnsafeFileNameError('Not a stored file name: ../x'),
      new SqlValueError('bad value'),
      new SqlDumpError('no table', 1, ''),
    ];
    expect(errors.map((e) => [e.name, statusForDomainError(e), e.message])).toEqual([
      ['UnsupportedFileError', 400, 'Unsupported file type: x.doc'],
      ['UnknownVersionError', 400, 'Unknown Bible version: xyz'],
      ['UnsafeFileNameError', 400, 'Not a stored file name: ../x'],
      ['SqlValueError', 400, 'bad value'],
      ['SqlDumpError', 400, 'Line 1: no table'],
    ]);
  });

  it('fail an import job at once when another attempt cannot fix them', () => {
    const permanent = [
      new ReaderError(3, 'no verse'),
      new SqlDumpError('no table', 1, ''),
      new BibleFileFormatError('x'),
      new CrossReferenceFormatError('x'),
      new DuplicateVerseError('x'),
      new UnsafeFileNameError('x'),
      new ImportCountMismatchError('x'),
      new Error('incorrect header check'),
    ];
    expect(permanent.filter((e) => !isPermanent(e)).map((e) => e.name)).toEqual([]);
  });

  it('retry an unexpected error, even one only named like a permanent one', () => {
    const retried = [new Error('connection reset'), Object.assign(new Error('x'), { name: 'ReaderError' })];
    expect(retried.filter((e) => isPermanent(e)).map((e) => e.name)).toEqual([]);
  });
});
