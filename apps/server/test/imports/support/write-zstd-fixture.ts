/**
 * Writes fixtures/sample-zstd-cli.apkg: the sample collection as an anki21b package whose collection,
 * media map and image are compressed by the real zstd tool (compressed blocks, checksums, a frame without
 * a content size), where the test builder only writes raw blocks. Run once from apps/server:
 *   npx tsx test/imports/support/write-zstd-fixture.ts   (needs `zstd` on the PATH; written with zstd 1.5)
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { zipSync } from "fflate";
import { buildCollectionDb, UPGRADE_NOTICE_COLLECTION } from "./anki-package";
import { MEDIA, sampleCollection } from "./sample-collection";
import { protoMessage } from "./wire-formats";

const zstd = (bytes: Uint8Array, ...flags: string[]) =>
  new Uint8Array(execFileSync("zstd", ["-q", "-19", "-c", ...flags], { input: bytes }));

const image = MEDIA["sol.jpg"];
const mediaMap = protoMessage([
  [
    1,
    protoMessage([
      [1, "sol.jpg"],
      [2, image.length],
      [3, new Uint8Array(20)],
    ]),
  ],
]);
const bytes = zipSync({
  "collection.anki21b": [
    zstd(await buildCollectionDb(sampleCollection(), 18), "--no-content-size", "--check"),
    { level: 0 },
  ],
  "collection.anki2": await buildCollectionDb(UPGRADE_NOTICE_COLLECTION, 11),
  meta: [protoMessage([[1, 3]]), { level: 0 }],
  media: [zstd(mediaMap), { level: 0 }],
  "0": [zstd(image, "--check"), { level: 0 }],
});
writeFileSync(new URL("../fixtures/sample-zstd-cli.apkg", import.meta.url), bytes);
