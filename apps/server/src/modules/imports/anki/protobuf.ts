/**
 * The few bits of the protocol buffers wire format the Anki reader needs (varints, length-delimited fields),
 * written from the public encoding documentation (protobuf.dev/programming-guides/encoding). Anki keeps
 * note type, deck and media metadata as protobuf blobs; we read single fields by number and skip the rest.
 */

export interface ProtoField {
  field: number;
  /** 0 varint, 1 fixed 64-bit, 2 length-delimited, 5 fixed 32-bit. */
  wireType: number;
  /** The varint value (wire type 0); 0 otherwise. Numbers above 2^53 lose precision: we read only small ones. */
  varint: number;
  /** The payload of a length-delimited field (wire type 2); empty otherwise. */
  bytes: Uint8Array;
}

export class ProtobufError extends Error {}

function readVarint(buf: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 10; i++) {
    if (at >= buf.length) throw new ProtobufError("truncated varint");
    const byte = buf[at++]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, at];
    scale *= 128;
  }
  throw new ProtobufError("varint longer than 10 bytes");
}

/** Every top-level field of a message, in order. Throws ProtobufError on a malformed message. */
export function readFields(buf: Uint8Array): ProtoField[] {
  const fields: ProtoField[] = [];
  let at = 0;
  while (at < buf.length) {
    const [key, afterKey] = readVarint(buf, at);
    const field = Math.floor(key / 8);
    const wireType = key & 7;
    at = afterKey;
    let varint = 0;
    let bytes: Uint8Array = new Uint8Array(0);
    if (wireType === 0) {
      [varint, at] = readVarint(buf, at);
    } else if (wireType === 1) {
      at += 8;
    } else if (wireType === 5) {
      at += 4;
    } else if (wireType === 2) {
      const [length, start] = readVarint(buf, at);
      if (start + length > buf.length) throw new ProtobufError("length-delimited field runs past the end");
      bytes = buf.subarray(start, start + length);
      at = start + length;
    } else {
      throw new ProtobufError(`unsupported wire type ${wireType}`);
    }
    if (at > buf.length) throw new ProtobufError("field runs past the end");
    fields.push({ field, wireType, varint, bytes });
  }
  return fields;
}

/** The varint value of field `number` (the last one wins, as in protobuf), or `fallback` when absent. */
export function varintField(buf: Uint8Array, number: number, fallback = 0): number {
  let value = fallback;
  for (const f of readFields(buf)) if (f.field === number && f.wireType === 0) value = f.varint;
  return value;
}

/** Every length-delimited payload of field `number` (a repeated message or string). */
export function bytesFields(buf: Uint8Array, number: number): Uint8Array[] {
  return readFields(buf)
    .filter((f) => f.field === number && f.wireType === 2)
    .map((f) => f.bytes);
}

const utf8 = new TextDecoder();

/** The string in field `number`, "" when absent. */
export function stringField(buf: Uint8Array, number: number): string {
  const all = bytesFields(buf, number);
  return all.length > 0 ? utf8.decode(all[all.length - 1]) : "";
}
