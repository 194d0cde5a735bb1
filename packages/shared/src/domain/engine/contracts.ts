import { z } from "zod";
import { NeuroChemicals } from "./chemicals";
import { EngineAction } from "./engine-action";

const ms = z.number().min(0).max(86_400_000);
const count = (max: number) => z.number().int().min(0).max(max);

/**
 * requirements S3 "Answer signals": behaviour the client observed around one answer. Every field is optional
 * (older clients, cards without explanations); unknown fields are stripped, not rejected, so a newer
 * client does not break an older server.
 */
export const AnswerSignals = z.object({
  /** Time on the card, ms. */
  card_time_ms: ms.optional(),
  /** Share of the last 5 answers that were wrong, as the client counted it (0..1). */
  error_rate_5: z.number().min(0).max(1).optional(),
  /** Clicks the client saw within 2 s of each other. */
  rapid_clicks: count(1000).optional(),
  /** Topic changes across the last 10 cards. */
  topic_switches_10: count(10).optional(),
  streak_len: count(100_000).optional(),
  session_quit_flag: z.boolean().optional(),
  info_button_clicked: z.boolean().optional(),
  more_button_clicked: z.boolean().optional(),
  connections_clicked: z.boolean().optional(),
  /** Deepest explanation level opened: 0 none, 1 overview, 2 deep dive, 3 connections. */
  depth_level_reached: count(3).optional(),
  /**
   * Deepest explanation level opened before the answer was given (before picking an option, checking a
   * cloze answer or revealing the answer): an answer seen in an explainer first counts as hinted.
   */
  depth_before_answer: count(3).optional(),
  explanation_time_ms: ms.optional(),
  /** How far the explanation was scrolled, as a fraction 0..1. */
  explanation_scroll_depth: z.number().min(0).max(1).optional(),
  explanation_reread_count: count(1000).optional(),
  retry_clicked: z.boolean().optional(),
  retry_correct_second_attempt: z.boolean().optional(),
  /** The Flow State button was armed for this answer. */
  self_in_flow: z.boolean().optional(),
});
export type AnswerSignals = z.infer<typeof AnswerSignals>;

/** requirements S3 "Engine response": the chemicals after the answer and the popup to show, if any. */
export const EngineResponse = z.object({
  chemicals: NeuroChemicals,
  action: EngineAction.nullable(),
});
export type EngineResponse = z.infer<typeof EngineResponse>;
