import { eq } from 'drizzle-orm';
import { createEmbeddingService } from '../../ai/embedding-service';
import type { Command } from '../../cli';
import { dogEmbeddings } from '../../db/schema';
import { createIndexer } from './indexer';

/**
 * `npm run reindex [-- --all]`: embeds every dog without an embedding for the configured
 * model (the server does the same in the background); --all redoes them all.
 */
export const reindexCommand: Command = {
  usage: '[--all]   photo-search embeddings for dogs that lack one (--all: every dog)',
  async run(args, { config, db, storage, log }) {
    const embeddings = createEmbeddingService({
      kind: config.search.embedder,
      modelDir: config.search.modelDir,
      workers: 0,
      queueMax: 1,
      log,
    });
    try {
      if (args.includes('--all')) {
        await db.delete(dogEmbeddings).where(eq(dogEmbeddings.model, embeddings.model));
      }
      const done = await createIndexer({ db, storage, embeddings, log }).runOnce();
      console.log(`${done} dogs embedded with ${embeddings.model} ${embeddings.version}`);
    } finally {
      await embeddings.close();
    }
  },
};
