import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { mergedToast } from "./components/combine-courses-modal";
import { cardTypeLabel } from "./lib/card-labels";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("courses text by language", () => {
  it("keeps the English counts and groups digits as en-US did", () => {
    expect(i18n.t("courses:common.cardCount", { count: 1 })).toBe("1 card");
    expect(i18n.t("courses:common.cardCount", { count: 1234 })).toBe("1,234 cards");
    expect(mergedToast("Space", 12, 1)).toBe('Merged into "Space": 12 cards, 1 duplicate left out.');
    expect(mergedToast("Space", 1, 0)).toBe('Merged into "Space": 1 card.');
  });

  it("plural forms and digit grouping follow the chosen language", async () => {
    await i18n.changeLanguage("de");
    expect(i18n.t("courses:common.cardCount", { count: 1234 })).toBe("1.234 Karten");
    expect(cardTypeLabel("cloze")).toBe("Lückentext");
    await i18n.changeLanguage("bg");
    expect(i18n.t("courses:common.cardCount", { count: 1 })).toBe("1 карта");
    await i18n.changeLanguage("es");
    expect(i18n.t("courses:common.cardCount", { count: 1_000_000 })).toBe("1.000.000 tarjetas");
  });
});
