import { describe, expect, it } from "vitest";
import {
  bytesFields,
  ProtobufError,
  stringField,
  varintField,
} from "../../src/modules/imports/anki/protobuf";
import { protoMessage } from "./support/wire-formats";

describe("protobuf wire reader", () => {
  it("reads varints of several bytes, strings and repeated messages by field number", () => {
    const inner = (name: string, size: number) =>
      protoMessage([
        [1, name],
        [2, size],
      ]);
    const message = protoMessage([
      [1, inner("a.jpg", 300)],
      [1, inner("b.png", 70_000)],
      [9, 6],
      [255, 2],
    ]);
    const entries = bytesFields(message, 1);
    expect(entries.map((e) => [stringField(e, 1), varintField(e, 2)])).toEqual([
      ["a.jpg", 300],
      ["b.png", 70_000],
    ]);
    expect(varintField(message, 9)).toBe(6);
    expect(varintField(message, 255)).toBe(2);
    expect(varintField(message, 7, -1)).toBe(-1);
  });

  it("skips fixed-width fields it does not need", () => {
    // field 3, wire type 1 (8 bytes), then field 4 varint 5
    const message = new Uint8Array([0x19, 1, 2, 3, 4, 5, 6, 7, 8, 0x20, 5]);
    expect(varintField(message, 4)).toBe(5);
  });

  it("throws on a message cut short", () => {
    const message = protoMessage([[2, "a long enough string"]]).subarray(0, 6);
    expect(() => stringField(message, 2)).toThrow(ProtobufError);
  });
});
