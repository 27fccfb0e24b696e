export * from './format';
export * from './record-stage';
export * from './bdx-status';
export * from './period';
export * from './permissions';
export * from './attribute-format';
export * from './intake-rules';
export * from './coverage-rules';
