export * from './events';
export * from './signature';
export * from './endpoints';
