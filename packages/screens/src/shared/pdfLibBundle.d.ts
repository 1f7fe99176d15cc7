// pdf-lib's ESM bundle has the package's own types.
declare module 'pdf-lib/dist/pdf-lib.esm.min.js' {
  export * from 'pdf-lib';
}
