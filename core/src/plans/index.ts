export * from './plans';
export * from './rules';
export * from './schemas';
