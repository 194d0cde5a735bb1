-- Custom SQL migration file, put your code below! --
-- The shared library's faces in a trigram index of their own, like its vectors in migration 0036: the typo
-- pass (faces with a word similar to the query) then reads the shared library's candidates from this
-- partial index and the learner's own courses' through the course index, and fetches only cards the
-- learner may see, instead of every card in the library with a similar face word
-- (docs/decisions/search.md "Shared library in the index").
CREATE INDEX "cards_shared_face_trgm_idx" ON "cards" USING gin ("face" gin_trgm_ops) WHERE in_shared_library;
