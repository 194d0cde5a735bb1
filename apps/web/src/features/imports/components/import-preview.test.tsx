import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileDropZone } from "./file-drop-zone";
import { ImportPreview } from "./import-preview";

afterEach(cleanup);

// "a preview (decks, note types, card counts, what will be skipped and why)".
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
          adjusted: [
            { what: "cards with an empty answer", reason: "the answer shows the question", count: 25 },
          ],
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
    // cards imported other than Anki shows them are listed with the reason.
    expect(screen.getByRole("heading", { name: "Imported with changes" })).toBeInTheDocument();
    expect(screen.getByText(/empty answer/)).toHaveTextContent(
      "25 × cards with an empty answer: the answer shows the question",
    );
    // No column mapping for a package: Start sends no options.
    expect(screen.queryByLabelText("Question column")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start import" }));
    expect(onStart).toHaveBeenCalledWith({});
  });
});

// "A first row that names the columns is recognised as a header (the preview lets the learner change that)".
describe("ImportPreview of a text file", () => {
  const textPreview = {
    format: "csv" as const,
    courses: [],
    noteTypes: [],
    media: 0,
    reviews: 0,
    skipped: [],
    adjusted: [],
    delimited: {
      separator: "comma" as const,
      columns: ["Column 1", "Column 2", "Column 3"],
      rows: [
        ["Tags", "Term", "Definition"],
        ["animals", "hund", "dog"],
      ],
      hasHeader: true,
      suggestedMapping: { face: 1, back: 2, topic: null, tags: 0 },
    },
  };

  it("names the columns by the header row; unticking it makes that row a card and suggests the columns again", () => {
    const onStart = vi.fn();
    render(
      <ImportPreview preview={textPreview} defaultCourseName="words" starting={false} onStart={onStart} />,
    );
    const header = screen.getByRole("checkbox", { name: /first row names the columns/ });
    expect(header).toBeChecked();
    expect(screen.getByRole("columnheader", { name: "Term" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Term" })).toBeNull();
    expect(screen.getByLabelText("Question column")).toHaveDisplayValue("Term");

    fireEvent.click(header);
    expect(screen.getByRole("columnheader", { name: "Column 2" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Term" })).toBeInTheDocument();
    expect(screen.getByLabelText("Question column")).toHaveDisplayValue("Column 1");
    fireEvent.click(screen.getByRole("button", { name: "Start import" }));
    expect(onStart).toHaveBeenCalledWith({
      courseName: "words",
      separator: "comma",
      hasHeader: false,
      mapping: { face: 0, back: 1, topic: null, tags: null },
    });
  });

  it("says why the server would not start, next to the choices", () => {
    render(
      <ImportPreview
        preview={textPreview}
        defaultCourseName="words"
        starting={false}
        startError="Column 8 does not exist: the file has 3 columns."
        onStart={vi.fn()}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Column 8 does not exist");
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
