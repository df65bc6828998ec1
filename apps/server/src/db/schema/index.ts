export * from './users';
export * from './sessions';
export * from './system';
export * from './dogs';
export * from './notices';
export * from './inquiries';
export * from './reports';
export * from './shelters';
