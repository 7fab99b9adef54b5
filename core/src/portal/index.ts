export * from './routeTable';
export * from './navbar';
export * from './tiles';
export * from './contact';
export * from './notices';
export * from './notice-schemas';
