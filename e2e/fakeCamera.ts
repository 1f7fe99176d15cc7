// A camera for Chromium to show (--use-file-for-fake-video-capture): a Y4M video of an EAN-13
// barcode, drawn here from the code's digits, so the Scan screen's camera path runs for real.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = L.map((bits) => [...bits].map((bit) => (bit === '0' ? '1' : '0')).join(''));
/** Which of the left six digits use G, by the first digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** An EAN-13's modules, 1 for a bar: start, six left digits, centre, six right digits, end. */
function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? 'LLLLLL';
  const left = digits
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'G' ? G : L)[digit])
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R[digit])
    .join('');
  return `101${left}01010${right}101`;
}

/** Writes a few frames of the barcode, black on white, 640×480, and returns the file's path. */
export function writeFakeCamera(code: string, folder: string): string {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const scale = 4;
  const left = Math.floor((width - modules.length * scale) / 2);
  const luma = new Uint8Array(width * height).fill(235);
  for (let y = 160; y < 320; y++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === '1') luma.fill(16, y * width + left + m * scale, y * width + left + (m + 1) * scale);
  const chroma = new Uint8Array((width / 2) * (height / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(folder, `camera-${code}.y4m`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
  return file;
}
