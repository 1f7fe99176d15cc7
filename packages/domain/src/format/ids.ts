/**
 * Each kind of record's id: its prefix and a number, zero-padded to a width ("P" 29 is "P029",
 * "ORD-" 1013 is "ORD-1013"). The in-memory contract and the database number records alike.
 */
export const ID_FORMATS = {
  product: { prefix: 'P', width: 3 },
  sale: { prefix: 'ORD-', width: 4 },
  delivery: { prefix: 'DEL-', width: 3 },
  rider: { prefix: 'RDR-', width: 3 },
  purchaseOrder: { prefix: 'PO-', width: 3 },
  supplier: { prefix: 'SUP-', width: 3 },
  customer: { prefix: 'CUST-', width: 3 },
  receipt: { prefix: 'RCV-', width: 4 },
  saleReturn: { prefix: 'RET-', width: 4 },
  returnRequest: { prefix: 'RR-', width: 4 },
  notification: { prefix: 'N', width: 1 },
} as const satisfies Record<string, { prefix: string; width: number }>;

export type IdKind = keyof typeof ID_FORMATS;

/** A kind's id of a number: "ORD-" 1013 is "ORD-1013". */
export function idOf(kind: IdKind, number: number | string): string {
  const { prefix, width } = ID_FORMATS[kind];
  return `${prefix}${String(number).padStart(width, '0')}`;
}
