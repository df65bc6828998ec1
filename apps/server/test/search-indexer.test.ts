import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dogEmbeddings, dogs } from '../src/db/schema';
import { saveImage } from '../src/lib/image-store';
import { createDog, makePhoto } from './dogs-factory';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

describe('the background indexer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });

  const embeddingsOf = (dogId: number) =>
    app.db.select().from(dogEmbeddings).where(eq(dogEmbeddings.dogId, dogId));

  it('embeds every dog with a photo once, with the model name and version', async () => {
    const a = await createDog(app, await makePhoto(1));
    const b = await createDog(app, await makePhoto(2));
    const none = await createDog(app, undefined);
    expect(await app.photoSearch.indexer.runOnce()).toBe(2);
    expect(await app.photoSearch.indexer.runOnce()).toBe(0);
    const [row] = await embeddingsOf(a.id);
    const { model, version, dim } = app.photoSearch.embeddings();
    expect(row).toMatchObject({ model, version, imageKey: a.imageKey });
    expect(row!.vector.byteLength).toBe(dim * 4);
    expect(await embeddingsOf(b.id)).toHaveLength(1);
    expect(await embeddingsOf(none.id)).toHaveLength(0);
  });

  it('re-embeds a dog whose photo changed', async () => {
    const dog = await createDog(app, await makePhoto(3));
    await app.photoSearch.indexer.runOnce();
    const saved = await saveImage(app.storage, 'dogs', await makePhoto(4));
    await app.db.update(dogs).set({ imageKey: saved.key }).where(eq(dogs.id, dog.id));
    expect(await app.photoSearch.indexer.runOnce()).toBe(1);
    expect((await embeddingsOf(dog.id))[0]!.imageKey).toBe(saved.key);
  });
});
