// The database's schema, one file per area.
export * from './accounts';
export * from './audit';
export * from './business';
export * from './catalogue';
export * from './deliveries';
export * from './drawer';
export * from './invoices';
export * from './numbers';
export * from './payments';
export * from './people';
export * from './purchasing';
export * from './requests';
export * from './returnRequests';
export * from './returns';
export * from './sales';
export * from './stock';
