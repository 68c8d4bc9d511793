/**
 * Opens a ZIP the way an archive tool does (issue 35's data export): the end record, the central
 * directory, each entry's local header, inflated with node:zlib and its CRC-32 checked. Enough for the
 * tests' own archives (no ZIP64, no encryption); written from APPNOTE, not from the writer under test.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export const unzip = (archive: Buffer): Map<string, string> => {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('not a ZIP: no end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const raw = archive.subarray(dataAt, dataAt + compressedSize);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    if (crc32(data) !== crc) throw new Error(`${name}: CRC-32 does not match`);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
};
