import './zod-setup';

export * from './common';
export * from './messages';
export * from './auth';
export * from './regions';
export * from './region-points';
export * from './dogs';
export * from './dog-imports';
export * from './mypage';
export * from './admin';
export * from './sharing';
export * from './notices';
export * from './inquiries';
export * from './reports';
export * from './shelters';
export * from './search';
export * from './matches';
export * from './jobs';
