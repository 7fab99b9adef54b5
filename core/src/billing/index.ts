export * from './carriers';
export * from './rules';
export * from './schemas';
