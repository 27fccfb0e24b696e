export * from './common';
export * from './auth';
export * from './client';
export * from './menu';
export * from './intake';
export * from './dashboard';
export * from './runtime-config';
