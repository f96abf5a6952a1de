import { crc32 } from 'node:zlib';

/**
 * Strict structural checks of a whole PNG or JPEG file, without decoding its pixels (no native dependency): a file
 * that only starts like an image (a header, then anything; cut short; bytes after its end) is refused.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths allowed for each PNG colour type (PNG spec, 11.2.2). */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

/**
 * True when `bytes` is one PNG file: the signature, then chunks whose lengths fit and whose CRCs match, IHDR first
 * (sane size, depth and colour type), a palette where the colour type needs one, consecutive IDATs, no unknown
 * critical chunk, and IEND last with nothing after it.
 */
export function isWholePng(bytes: Buffer): boolean {
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return false;
  let at = 8;
  let colourType = -1;
  let palette = false;
  let idat: 'none' | 'open' | 'closed' = 'none';
  for (let index = 0; at + 12 <= bytes.length; index++) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if ((index === 0) !== (type === 'IHDR')) return false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      const width = data.readUInt32BE(0);
      const height = data.readUInt32BE(4);
      colourType = data[9] ?? -1;
      const depthOk = PNG_DEPTHS[colourType]?.includes(data[8] ?? 0) ?? false;
      if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff || !depthOk) return false;
      if (data[10] !== 0 || data[11] !== 0 || (data[12] !== 0 && data[12] !== 1)) return false;
    } else if (type === 'PLTE') {
      if (length === 0 || length % 3 !== 0 || length > 768 || idat !== 'none') return false;
      palette = true;
    } else if (type === 'IDAT') {
      if (idat === 'closed' || (colourType === 3 && !palette)) return false;
      idat = 'open';
    } else if (type === 'IEND') {
      return length === 0 && idat !== 'none' && end === bytes.length;
    } else if (type.charCodeAt(0) < 0x61 && !PNG_CRITICAL.has(type)) {
      // An unknown critical chunk (upper-case first letter): no decoder could show the picture.
      return false;
    }
    if (type !== 'IDAT' && idat === 'open') idat = 'closed';
    at = end;
  }
  return false;
}

/** SOF markers (baseline, extended, progressive, lossless; Huffman or arithmetic): C0-CF but DHT, JPG and DAC. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers that stand alone, without a length: TEM and the restart markers. */
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

/**
 * True when `bytes` is one JPEG file: SOI, then segments whose lengths fit, a frame header (SOF) with a size and
 * 1 to 4 components before any scan, each scan header (SOS) followed by entropy-coded data that ends at a marker,
 * and EOI. After EOI only nothing, zero padding or another JPEG (the extra pictures of a phone's multi-picture
 * file) may follow.
 */
export function isWholeJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  let frame = false;
  let scans = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff) at++; // fill bytes
    if (at >= bytes.length) return false;
    const marker = bytes[at++] as number;
    if (marker === 0xd9) return frame && scans > 0 && validTrailer(bytes.subarray(at));
    if (isStandalone(marker)) continue;
    if (marker === 0x00 || marker === 0xd8 || at + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return false;
    const segment = bytes.subarray(at + 2, at + length);
    if (isSof(marker)) {
      const components = segment[5] ?? 0;
      const height = segment.length >= 5 ? segment.readUInt16BE(1) : 0;
      const width = segment.length >= 5 ? segment.readUInt16BE(3) : 0;
      if (frame || height === 0 || width === 0 || components < 1 || components > 4) return false;
      if (segment.length !== 6 + 3 * components) return false;
      frame = true;
    }
    at += length;
    if (marker === 0xda) {
      const components = segment[0] ?? 0;
      if (!frame || components < 1 || components > 4 || segment.length !== 4 + 2 * components) return false;
      scans++;
      at = endOfScan(bytes, at);
      if (at < 0) return false;
    }
  }
  return false;
}

/** Where a scan's entropy-coded data ends (the next marker that is not a stuffed byte or a restart), or -1. */
function endOfScan(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1] as number;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return at;
  }
  return -1;
}

function validTrailer(rest: Buffer): boolean {
  if (rest.length === 0 || rest.every((b) => b === 0)) return true;
  return rest.length >= 3 && rest[0] === 0xff && rest[1] === 0xd8 && rest[2] === 0xff;
}
