import { sqlTheSchemaRefuses } from '@strongs/testing';

it('prepares every SQL statement of the search service on the migrated schema, as the application role', async () => {
  const { problems, checked } = await sqlTheSchemaRefuses(['services/search/src']);
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(0);
});
