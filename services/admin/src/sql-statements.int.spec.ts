import { sqlTheSchemaRefuses } from '@strongs/testing';

it('prepares every SQL statement of the admin service on the migrated schema, as the application role', async () => {
  const { problems, checked } = await sqlTheSchemaRefuses(['services/admin/src']);
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(0);
});
