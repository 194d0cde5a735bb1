import { CreateCoursePlanBody } from "@recall/shared";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { FormErrorSummary, showServerErrors, TextField, useZodForm } from "../components/form";
import { GlossaryButton } from "../features/related-cards/components/glossary-button";
import { makeCard } from "../test/card-factory";
import { failure, fromReply, route, serve } from "../test/msw";
import { renderPage } from "../test/render";
import { ApiError } from "./api-client";
import i18n from "./i18n";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const TopicBody = CreateCoursePlanBody.pick({ topic: true });
type TopicValues = z.input<typeof TopicBody>;

/** A form of the shared plan schema; "Save" fails on the server with the field error it is given. */
function TopicForm({ serverError }: { serverError?: ApiError }) {
  // As every real form does (its labels come from the catalogs): a language change renders it again.
  useTranslation();
  const form = useZodForm(TopicBody, { defaultValues: { topic: "" } });
  const save = form.handleSubmit(() => {
    if (serverError) showServerErrors(form, serverError, "Failed to create course plan");
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={save} noValidate>
        <TextField<TopicValues> name="topic" label="Thema" />
        <FormErrorSummary />
        <button type="submit">Speichern</button>
      </form>
    </FormProvider>
  );
}

describe("English messages shown in the interface language", () => {
  it("shows a shared schema's field error in German, and in English word for word", async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage("de");
    render(<TopicForm />);
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Ein Thema ist erforderlich")).toBeInTheDocument();
    expect(screen.queryByText("Topic is required")).not.toBeInTheDocument();

    await i18n.changeLanguage("en");
    expect(await screen.findByText("Topic is required")).toBeInTheDocument();
  });

  it("shows the server's field and form errors in German", async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage("de");
    const refused = new ApiError(
      "topic: Topic must be at least 3 characters",
      400,
      "VALIDATION_ERROR",
      { topic: "Topic must be at least 3 characters" },
      true,
    );
    render(<TopicForm serverError={refused} />);
    await user.type(screen.getByLabelText("Thema"), "Spanisch");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Das Thema muss mindestens 3 Zeichen lang sein")).toBeInTheDocument();
    expect(screen.getByText("topic: Das Thema muss mindestens 3 Zeichen lang sein")).toBeInTheDocument();
  });

  it("shows an API error and the shared fallback in a German toast", async () => {
    await i18n.changeLanguage("de");
    const card = makeCard({ face: "Was ist Osmose?" });
    let answer = () => failure(404, "Course not found", "NOT_FOUND");
    serve(
      route("GET /ai-content/status", () => ({
        data: { configured: true, provider: "openai", model: "m", message: null },
      })),
      route("POST /courses/cards/:cardId/glossary/generate", () => answer()),
    );
    const user = userEvent.setup();
    renderPage(<GlossaryButton card={card} onGenerated={vi.fn()} />);
    const button = await screen.findByRole("button", { name: /Was ist Osmose\?/ });
    await user.click(button);
    expect(await screen.findByText("Kurs nicht gefunden")).toBeInTheDocument();

    // No message of the server's own: the spec's fallback, RELATED_MESSAGES.glossaryFailed, in German.
    answer = () => fromReply({ status: 500, body: "oops" });
    await user.click(button);
    expect(await screen.findByText("Das Glossar konnte nicht generiert werden")).toBeInTheDocument();
  });
});
