export { type PaperSize, printSlip, ReceiptPaper, type ReceiptPaperProps } from './ReceiptPaper';
