import { createLexiconTestApp, LexiconTestApp } from '../testing/lexicon-test-app';
import { buildLexiconOpenApiDocument } from './lexicon-openapi';

describe("the lexicon's OpenAPI document", () => {
  let t: LexiconTestApp;

  beforeAll(async () => {
    t = await createLexiconTestApp({}, { readOnly: true });
  });
  afterAll(() => t?.close());

  it('documents every endpoint of the service, with its responses', () => {
    const doc = buildLexiconOpenApiDocument(t.app);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/dictionary/greek',
      '/api/dictionary/hebrew',
      '/api/dictionary/search',
      '/api/dictionary/{strongsNumber}',
      '/api/static-strongs/{strongsNumber}',
      '/api/strongs/definition/{strongsNumber}',
      '/api/strongs/verse/{book}/{chapter}/{verse}',
    ]);
    for (const item of Object.values(doc.paths)) {
      expect(item.get?.summary).toBeTruthy();
      expect(item.get?.responses['200']).toBeDefined();
    }
    expect(doc.components?.schemas).toHaveProperty('DictionaryEntryDto');
  });
});
