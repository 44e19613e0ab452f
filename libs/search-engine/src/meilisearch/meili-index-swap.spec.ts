import { FakeMeilisearch } from './fake-meilisearch';
import { meiliClient } from './meili-clients';
import { rebuildBySwap } from './meili-index-swap';

const batches = async function* (...ids: number[][]) {
  for (const batch of ids) yield batch;
};
const rebuildOf = (...ids: number[][]) => ({
  live: 'things',
  primaryKey: 'id',
  settings: { searchableAttributes: ['name'] },
  batches: batches(...ids),
  toDocument: (id: number) => ({ id, name: `thing ${id}` }),
});

describe('rebuilding a Meilisearch index by a swap (a recording stand-in)', () => {
  let meili: FakeMeilisearch;
  let url: string;

  beforeEach(async () => {
    meili = new FakeMeilisearch();
    url = await meili.start();
  });
  afterEach(() => meili.stop());

  it('fills a fresh build index with its settings first, swaps it in, then deletes the old one', async () => {
    const progress: number[] = [];
    expect(
      await rebuildBySwap(meiliClient(url), {
        ...rebuildOf([1], [2, 3]),
        onBatch: (n) => void progress.push(n),
      }),
    ).toBe(3);
    const build = (meili.calls('POST', /^\/indexes$/)[0].body as { uid: string }).uid;
    expect(build).toMatch(/^things_build_[0-9a-f]{12}$/);
    const writes = meili.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path.replace(build, '<build>')}`);
    expect(writes).toEqual([
      'POST /indexes',
      'PATCH /indexes/<build>/settings',
      'POST /indexes/<build>/documents',
      'POST /indexes/<build>/documents',
      'POST /indexes',
      'POST /swap-indexes',
      'DELETE /indexes/<build>',
    ]);
    expect(meili.calls('POST', /^\/swap-indexes$/)[0].body).toEqual([{ indexes: ['things', build] }]);
    expect(progress).toEqual([1, 3]);
    expect([...meili.indexes.keys()]).toEqual(['things']);
    expect([...meili.indexes.get('things')!.docs.keys()]).toEqual([1, 2, 3]);
  });

  it('swaps in nothing when the build holds fewer documents than were sent, and deletes the build', async () => {
    await rebuildBySwap(meiliClient(url), rebuildOf([1, 2]));
    await expect(rebuildBySwap(meiliClient(url), rebuildOf([7], [7]))).rejects.toThrow(
      /holds 1 documents, 2 were sent: not swapped in/,
    );
    expect([...meili.indexes.keys()]).toEqual(['things']);
    expect([...meili.indexes.get('things')!.docs.keys()]).toEqual([1, 2]);
  });
});
