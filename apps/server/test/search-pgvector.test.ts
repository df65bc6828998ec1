import { describe } from 'vitest';
import { hasPgvector } from './database';
import { photoSearchCases } from './search-cases';

// PGlite loads pglite-pgvector and CI builds pgvector for its PostgreSQL pass; a PostgreSQL
// without the extension falls back to the in-memory path (search-memory.test.ts).
const kind = (await hasPgvector()) ? 'pgvector' : 'memory';

describe(`photo search on the database vector index (${kind} here)`, () => {
  photoSearchCases(kind, () => ({}));
});
