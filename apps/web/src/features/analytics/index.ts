/**
 * What other features may use from analytics: the per-card memory button and panel ("why is this card
 * due?"). Nothing here imports a chart library; the page itself is only reached through routes.tsx.
 */
export { CardMemoryButton, type CardMemoryButtonProps } from "./components/card-memory/card-memory-button";
