import { sqlTheSchemaRefuses } from '@strongs/testing';

describe('every SQL statement written in the source, prepared on the migrated schema', () => {
  it("prepares the libraries' statements as the application role", async () => {
    const { problems, checked } = await sqlTheSchemaRefuses([
      'libs/db/src',
      'libs/search-engine/src',
      'libs/queue/src',
      'libs/nest-common/src',
    ]);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('names the file, the line and the column when a statement misspells one', async () => {
    const { problems } = await sqlTheSchemaRefuses(['libs/db/src/sql-statements/__fixtures__']);
    expect(problems).toEqual([
      {
        at: 'libs/db/src/sql-statements/__fixtures__/misspelt-column.repository.ts:5',
        error: expect.stringMatching(/^42703 column "txet" does not exist/),
      },
    ]);
  });
});
