/**
 * Writers for the two binary formats Anki's current packages use, for building test packages: protocol
 * buffers (varint and length-delimited fields only) and zstd. fzstd, which the reader uses, only
 * decompresses, so the frames written here hold raw (stored) blocks: a valid zstd frame (RFC 8878 requirements C3.1.1)
 * whose content is not compressed at all. Anki reads such frames the same as compressed ones.
 */

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 128) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}

export type ProtoValue = number | string | Uint8Array;

/** A protobuf message from [field number, value] pairs: numbers as varints, strings and bytes delimited. */
export function protoMessage(fields: [number, ProtoValue][]): Uint8Array {
  const out: number[] = [];
  for (const [field, value] of fields) {
    if (typeof value === "number") {
      out.push(...varint(field * 8), ...varint(value));
    } else {
      const bytes = typeof value === "string" ? new TextEncoder().encode(value) : value;
      out.push(...varint(field * 8 + 2), ...varint(bytes.length));
      for (const b of bytes) out.push(b);
    }
  }
  return new Uint8Array(out);
}

const RAW_BLOCK_MAX = 128 * 1024;

/**
 * One zstd frame holding `content` in raw blocks: magic, a descriptor declaring a single segment with an
 * 8-byte content size, then blocks of at most 128 KiB (3-byte header: last flag, type 0 = raw, size).
 */
export function zstdStored(content: Uint8Array, declaredSize = content.length): Uint8Array {
  const blocks = Math.max(1, Math.ceil(content.length / RAW_BLOCK_MAX));
  const out = new Uint8Array(4 + 1 + 8 + blocks * 3 + content.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0xfd2fb528, true);
  out[4] = 0xe0; // content-size field of 8 bytes, single segment, no checksum, no dictionary
  view.setBigUint64(5, BigInt(declaredSize), true);
  let at = 13;
  for (let i = 0; i < blocks; i++) {
    const chunk = content.subarray(i * RAW_BLOCK_MAX, (i + 1) * RAW_BLOCK_MAX);
    const header = (chunk.length << 3) | (i === blocks - 1 ? 1 : 0);
    out[at] = header & 0xff;
    out[at + 1] = (header >> 8) & 0xff;
    out[at + 2] = (header >> 16) & 0xff;
    out.set(chunk, at + 3);
    at += 3 + chunk.length;
  }
  return out;
}

/**
 * A zstd frame that expands to `length` copies of `byte` from a few bytes: RLE blocks of 128 KiB (block
 * type 1 stores one byte), no declared content size, a 128 KiB window. What a zstd bomb looks like.
 */
export function zstdRepeated(byte: number, length: number): Uint8Array {
  const blocks = Math.max(1, Math.ceil(length / RAW_BLOCK_MAX));
  const out = new Uint8Array(4 + 1 + 1 + blocks * 4);
  new DataView(out.buffer).setUint32(0, 0xfd2fb528, true);
  out[4] = 0x00; // no content size, not single segment, no checksum, no dictionary
  out[5] = (17 - 10) << 3; // window 2^17
  for (let i = 0; i < blocks; i++) {
    const size = Math.min(RAW_BLOCK_MAX, length - i * RAW_BLOCK_MAX);
    const header = (size << 3) | (1 << 1) | (i === blocks - 1 ? 1 : 0);
    const at = 6 + i * 4;
    out[at] = header & 0xff;
    out[at + 1] = (header >> 8) & 0xff;
    out[at + 2] = (header >> 16) & 0xff;
    out[at + 3] = byte;
  }
  return out;
}
