import { parseArgs } from 'node:util';
import { createEmbeddingService } from '../../ai/embedding-service';
import type { Command } from '../../lib/cli-context';
import { createIndexer } from './indexer';
import { keyOf, openPhotoModels } from './photo-models';
import { deleteModelEmbeddings } from './search.repository';

/**
 * `npm run reindex [-- --all]`: embeds every dog without an embedding for the configured
 * model (the server does the same in the background), and makes it the one that answers
 * once every dog has one; --all redoes them all.
 */
export const reindexCommand: Command = {
  usage: '[--all]   photo-search embeddings for dogs that lack one (--all: every dog)',
  async run(args, { config, db, storage, log }) {
    const { search } = config;
    const options = { ...search, kind: search.embedder, workers: 0, queueMax: 1 };
    const { all } = parseArgs({ args, options: { all: { type: 'boolean' } } }).values;
    if (all) {
      const embeddings = await createEmbeddingService({
        request: { kind: options.kind, model: options.model, modelDirs: options.modelDirs },
        workers: 0,
        queueMax: 1,
      });
      await deleteModelEmbeddings(db, keyOf(embeddings));
      await embeddings.close();
    }
    const models = await openPhotoModels({ db, options, log });
    try {
      const indexer = createIndexer({ db, storage, models, log });
      let done = 0;
      do done += await indexer.runOnce();
      while (models.switching());
      const { model, version } = models.serving();
      console.log(`${done} dogs embedded; ${model} ${version} answers photo searches`);
    } finally {
      await models.close();
    }
  },
};
