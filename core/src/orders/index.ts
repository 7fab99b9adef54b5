export * from './enums';
export * from './messages';
export * from './dates';
export * from './order';
export * from './bulk';
export * from './docket';
export * from './pbe-list';
export * from './sample';
