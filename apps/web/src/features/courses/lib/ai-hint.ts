/** Why AI buttons are disabled until the AI issues wire them to a provider. */
export const AI_PROVIDER_HINT = "Needs an AI provider — see Settings in the README";
