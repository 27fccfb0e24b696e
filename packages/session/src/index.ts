export * from './storage-keys';
export * from './token';
export * from './admin-session';
export * from './carrier-session';
export * from './route-match';
export * from './screens';
export * from './menu-links';
export * from './layout-hints';
