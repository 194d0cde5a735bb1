import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { countErrors, errorAt, FormErrorSummary, TextField, useZodForm } from ".";

// The pattern of README.md: plain text in, converted, piped into the "shared" schema that holds the rules.
const Shared = z.object({
  name: z.string().trim().min(1, "Name is required"),
  size: z.number().int().min(5, "must be at least 5"),
});
const Schema = z
  .object({ name: z.string(), size: z.string() })
  .transform((v) => ({ name: v.name, size: Number(v.size) }))
  .pipe(Shared);

function Demo({ onValid }: { onValid: (v: { name: string; size: number }) => void }) {
  const form = useZodForm(Schema, { defaultValues: { name: "", size: "1" } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <TextField<z.input<typeof Schema>> name="name" label="Name" />
        <TextField<z.input<typeof Schema>> name="size" label="Size" hint="5 or more" />
        <FormErrorSummary />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe("useZodForm and the bound fields", () => {
  it("shows nothing before submit, every error at once on submit, and clears each as it is fixed", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Demo onValid={onValid} />);
    await user.type(screen.getByLabelText("Name"), " ");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("must be at least 5")).toBeInTheDocument();
    expect(screen.getByText("Fix the highlighted fields (2).")).toBeInTheDocument();
    const size = screen.getByLabelText("Size");
    expect(size).toHaveAttribute("aria-invalid", "true");
    expect(size).toHaveAccessibleDescription("must be at least 5");

    await user.clear(size);
    await user.type(size, "7");
    await waitFor(() => expect(screen.queryByText("must be at least 5")).not.toBeInTheDocument());
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Ada", size: 7 }, expect.anything()));
  });
});

describe("errorAt and countErrors", () => {
  const errors = {
    face: { type: "custom", message: "Question is required" },
    conceptTags: [undefined, { type: "custom", message: "a tag must be at most 60 characters" }],
    artworks: [{ title: { type: "custom", message: "Title is required" } }],
    root: { server: { type: "server", message: "Failed" } },
  };

  it("reads a field's error by dotted path, or the first of a list's items", () => {
    expect(errorAt(errors as never, "face")).toBe("Question is required");
    expect(errorAt(errors as never, "artworks.0.title")).toBe("Title is required");
    expect(errorAt(errors as never, "conceptTags")).toBe("a tag must be at most 60 characters");
    expect(errorAt(errors as never, "back")).toBeUndefined();
  });

  it("counts field errors, not the form's own", () => {
    expect(countErrors(errors as never)).toBe(3);
  });
});
