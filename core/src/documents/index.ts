export * from './access';
export * from './code128';
export * from './constants';
export * from './money';
export * from './schemas';
export * from './proofs';
export * from './edf';
export * from './pbe-text';
