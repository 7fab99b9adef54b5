export * from './status';
export * from './categories';
export * from './rules';
export * from './subscription';
export * from './scan';
export * from './pickup-requests';
