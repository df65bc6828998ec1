import './zod-setup';

export * from './common';
export * from './messages';
export * from './auth';
export * from './regions';
export * from './dogs';
export * from './search';
