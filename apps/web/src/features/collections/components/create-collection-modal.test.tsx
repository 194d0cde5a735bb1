import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import "../../../lib/i18n";
import { SLUG_MESSAGES } from "@recall/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answered, failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection } from "../testing/factories";
import { CreateCollectionModal } from "./create-collection-modal";

afterEach(() => vi.restoreAllMocks());

function LibraryStub() {
  const location = useLocation();
  return <p>Library at {location.pathname + location.search}</p>;
}

const onClose = vi.fn();
const renderModal = () =>
  renderPage(<CreateCollectionModal open onClose={onClose} />, {
    path: "/collections",
    routes: [{ path: "/card-library", element: <LibraryStub /> }],
  });

describe("CreateCollectionModal", { timeout: 30_000 }, () => {
  it("derives the slug from the name as the user types", async () => {
    const user = userEvent.setup();
    renderModal();
    const name = screen.getByLabelText("Collection Name");
    const slug = screen.getByLabelText("Slug");
    await user.type(name, "My Biology");
    expect(slug).toHaveValue("my-biology");
    await user.type(name, " Set #1!");
    expect(slug).toHaveValue("my-biology-set-1");
  });

  it("stops following the name once the slug is edited, and keeps the slug URL-friendly", async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText("Collection Name"), "Exam");
    const slug = screen.getByLabelText("Slug");
    await user.clear(slug);
    await user.type(slug, "Final Prep!");
    expect(slug).toHaveValue("final-prep");
    await user.type(screen.getByLabelText("Collection Name"), " week");
    expect(slug).toHaveValue("final-prep");
  });

  it("asks for both name and slug and sends nothing when one is blank", async () => {
    const user = userEvent.setup();
    // No handler: a request would fail the test (src/test/setup.ts); `calls` shows none was answered either.
    const calls = serve();
    renderModal();
    await user.click(screen.getByRole("button", { name: "Create & Add Cards" }));
    expect(await screen.findByText("Please enter both name and slug")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says plainly when the name has no usable characters", async () => {
    const user = userEvent.setup();
    // No handler: a request would fail the test (src/test/setup.ts); `calls` shows none was answered either.
    const calls = serve();
    renderModal();
    await user.type(screen.getByLabelText("Collection Name"), "!!!");
    expect(screen.getByLabelText("Slug")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Create & Add Cards" }));
    expect(await screen.findByText(SLUG_MESSAGES.noUsableCharacters)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("a cleared slug asks for both name and slug, whatever the name; the slug transliterates", async () => {
    const user = userEvent.setup();
    // No handler: a request would fail the test (src/test/setup.ts); `calls` shows none was answered either.
    const calls = serve();
    renderModal();
    await user.type(screen.getByLabelText("Collection Name"), "My Star Cards #1 (Ünïcode)");
    const slug = screen.getByLabelText("Slug");
    expect(slug).toHaveValue("my-star-cards-1-unicode");
    await user.clear(slug);
    await user.click(screen.getByRole("button", { name: "Create & Add Cards" }));
    expect(await screen.findByText("Please enter both name and slug")).toBeInTheDocument();
    expect(screen.queryByText(SLUG_MESSAGES.noUsableCharacters)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("transliterates accents, trims and collapses hyphens, and lets a hyphen be typed in the slug", async () => {
    const user = userEvent.setup();
    renderModal();
    const slug = screen.getByLabelText("Slug");
    await user.type(screen.getByLabelText("Collection Name"), "  Émile   Zola  ");
    expect(slug).toHaveValue("emile-zola");
    await user.clear(slug);
    await user.type(slug, "my-course ");
    expect(slug).toHaveValue("my-course-");
    await user.tab();
    expect(slug).toHaveValue("my-course");
  });

  it("offers the 8 colours with blue chosen, creates the collection and goes to the library", async () => {
    const user = userEvent.setup();
    const created = makeCollection({ name: "Exam Prep", slug: "exam-prep", color: "#EC4899" });
    const calls = serve(
      route("POST /collections", () => answered("POST /collections", 201, { data: { collection: created } })),
    );
    renderModal();
    expect(screen.getAllByRole("radio")).toHaveLength(8);
    expect(screen.getByRole("radio", { name: "Blue" })).toBeChecked();
    await user.type(screen.getByLabelText("Collection Name"), "Exam Prep");
    await user.click(screen.getByRole("radio", { name: "Pink" }));
    await user.click(screen.getByRole("button", { name: "Create & Add Cards" }));

    expect(await screen.findByText("Collection created! Now select cards to add.")).toBeInTheDocument();
    expect(await screen.findByText(`Library at /card-library?collection=${created.id}`)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/collections",
      body: { name: "Exam Prep", slug: "exam-prep", color: "#EC4899" },
    });
  });

  it("says the slug may be taken when creation fails", async () => {
    const user = userEvent.setup();
    serve(
      route("POST /collections", () =>
        failure(409, "Failed to create collection. Check if the slug is unique.", "CONFLICT"),
      ),
    );
    renderModal();
    await user.type(screen.getByLabelText("Collection Name"), "Exam Prep");
    await user.click(screen.getByRole("button", { name: "Create & Add Cards" }));
    expect(
      await screen.findByText("Failed to create collection. Check if the slug is unique."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Create & Add Cards" })).toBeEnabled());
  });
});
