import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileDropZone } from "./file-drop-zone";
import { ImportPreview } from "./import-preview";

afterEach(cleanup);

// Issue 15: "a preview (decks, note types, card counts, what will be skipped and why)".
describe("ImportPreview of an Anki package", () => {
  it("lists the decks with their cards, the note types, reviews, media and what is skipped", () => {
    const onStart = vi.fn();
    render(
      <ImportPreview
        preview={{
          format: "apkg",
          courses: [
            { name: "Spanish", cards: 120, topics: 3 },
            { name: "Capitals", cards: 40, topics: 1 },
          ],
          noteTypes: [
            { name: "Basic", kind: "basic", notes: 100 },
            { name: "Cloze", kind: "cloze", notes: 60 },
          ],
          media: 7,
          reviews: 900,
          skipped: [{ what: "note of type 'Image Occlusion'", reason: "not supported", count: 12 }],
          delimited: null,
        }}
        defaultCourseName="deck"
        starting={false}
        onStart={onStart}
      />,
    );
    expect(screen.getByText("Spanish").closest("li")).toHaveTextContent("Spanish: 120 cards, 3 topics");
    expect(screen.getByText("Capitals").closest("li")).toHaveTextContent("Capitals: 40 cards");
    expect(screen.getByText(/Note types:/)).toHaveTextContent(
      "Basic (100 notes, basic), Cloze (60 notes, cloze)",
    );
    expect(screen.getByText("900 reviews · 7 media files")).toBeInTheDocument();
    expect(screen.getByText(/Image Occlusion/)).toHaveTextContent(
      "12 × note of type 'Image Occlusion': not supported",
    );
    // No column mapping for a package: Start sends no options.
    expect(screen.queryByLabelText("Question column")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start import" }));
    expect(onStart).toHaveBeenCalledWith({});
  });
});

describe("FileDropZone", () => {
  it("takes a dropped file", () => {
    const onFile = vi.fn();
    render(<FileDropZone onFile={onFile} />);
    const file = new File(["q,a"], "cards.csv");
    fireEvent.drop(screen.getByText("Drop a file here or choose one"), { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });
});
