-- Trigram matching for typo-tolerant product search (PGlite loads the same extension in code).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
