import { normaliseConversion } from '../api/convert-text';
import { defaultSqlTableName, formatFileSize, TABLE_NAME_PATTERN } from './format';

describe('formatFileSize (spec §9)', () => {
  it('uses bytes under 1 KB, KB under 1 MB, else MB, with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});

describe('defaultSqlTableName (spec §9)', () => {
  it('is bible_verses_ + the lowercase file name without .sql', () => {
    expect(defaultSqlTableName('KJV.sql')).toBe('bible_verses_kjv');
    expect(defaultSqlTableName('geneva_1599.SQL')).toBe('bible_verses_geneva_1599');
  });

  it('always gives a valid identifier', () => {
    for (const name of ['kjv-2024.sql', 'my bible.sql', 'x'.repeat(80) + '.sql', 'ünï.sql']) {
      expect(defaultSqlTableName(name)).toMatch(TABLE_NAME_PATTERN);
    }
  });
});

describe('normaliseConversion', () => {
  it('keeps the result and reports every unreadable line counted, the first 20 listed', () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({
      line: i + 3,
      message: `cannot read line ${i + 3}`,
    }));
    const result = normaliseConversion({
      success: true,
      message: 'Converted',
      count: 31102,
      outputFile: 'out.sql',
      skippedLines: 57,
      errors,
    });
    expect(result).toMatchObject({
      success: true,
      message: 'Converted',
      count: 31102,
      outputFile: 'out.sql',
      unreadableCount: 57,
    });
    expect(result.unreadableLines).toHaveLength(20);
    expect(result.unreadableLines[0]).toEqual({ line: 3, text: 'cannot read line 3' });
  });

  it('reads a failure without a report', () => {
    expect(normaliseConversion({ success: false, message: 'No verses found' })).toEqual({
      success: false,
      message: 'No verses found',
      count: 0,
      outputFile: '',
      unreadableCount: 0,
      unreadableLines: [],
    });
  });
});
