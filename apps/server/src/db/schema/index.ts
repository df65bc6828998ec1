export * from './users';
export * from './sessions';
export * from './system';
export * from './dogs';
export * from './embeddings';
