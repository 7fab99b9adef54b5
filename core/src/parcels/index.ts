export * from './state';
export * from './schemas';
export * from './wire';
export * from './inventory';
