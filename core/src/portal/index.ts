export * from './routeTable';
export * from './navbar';
export * from './tiles';
export * from './contact';
export * from './notices';
