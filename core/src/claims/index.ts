export * from './machine';
export * from './entitlement';
export * from './messages';
export * from './schemas';
export * from './types';
export * from './shipped';
