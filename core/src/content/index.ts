export * from './html';
export * from './content';
export * from './hsLookup';
export * from './tracking';
export * from './registry';
export * from './registry-schemas';
