/** The form kit: every portal form is react-hook-form over a core schema (docs/ARCHITECTURE.md). */
export * from './useSchemaForm';
export * from './SchemaForm';
export * from './fields';
export * from './refusals';
export * from './more-fields';
