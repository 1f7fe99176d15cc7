// The database's schema, one file per area.
export * from './catalogue';
export * from './stock';
