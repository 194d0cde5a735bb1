-- Custom SQL migration file, put your code below! --
-- A GIN index takes new entries into a pending list (fastupdate) and merges them into the index in batches,
-- by the writer that passes gin_pending_list_limit (4 MB by default) or by VACUUM. Every scan of the index
-- reads the whole pending list, so while a library grows, searches pay for up to 4 MB of unmerged cards:
-- at 200,000 cards with ~4,000 cards pending, the mix's p50 went 9.6 → 11.2 ms, its p95 19.9 → 25.0 and
-- typos 15.9 → 24.1 ms. A 1 MB limit bounds that to a quarter (~1,000 cards pending: typos +2 ms, p50
-- +0.2) for ~30% more time writing a card's index entries (2,500 cards into 200,000: 0.55-0.62 s against
-- 0.36-0.67 s). docs/decisions/search.md "Pending index entries".
ALTER INDEX "cards_search_vector_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "cards_shared_search_vector_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "cards_face_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "cards_shared_face_trgm_idx" SET (gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "cards_tag_list_idx" SET (gin_pending_list_limit = 1024);
