import { createHash } from 'node:crypto';
import { CONSTANTS } from '@wl/contract/constants';
import { DomainError } from '../../lib/errors.js';
import { isWholeJpeg, isWholePng } from '../../lib/image-structure.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) =>
  bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);

export interface ProofImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  sha256: string;
}

/**
 * A deposit's proof: a data: URL of a png or jpg image, 5 MB of bytes at most (spec 5), its type decided by its
 * first bytes (the declared type must agree), never by its name, and the whole file read as that type (chunks and
 * their CRCs, or segments and scans, to the end: lib/image-structure.ts). Anything else is deposit_proof_invalid.
 */
export function parseProof(dataUrl: string): ProofImage {
  const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw new DomainError('deposit_proof_invalid');
  const declared = match[1] === 'png' ? 'image/png' : 'image/jpeg';
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length === 0 || bytes.length > CONSTANTS.uploads.maxBytes) throw new DomainError('deposit_proof_invalid');
  const actual = startsWith(bytes, PNG) ? 'image/png' : startsWith(bytes, JPEG) ? 'image/jpeg' : null;
  if (actual !== declared) throw new DomainError('deposit_proof_invalid');
  if (!(actual === 'image/png' ? isWholePng(bytes) : isWholeJpeg(bytes)))
    throw new DomainError('deposit_proof_invalid');
  return { mime: actual, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
