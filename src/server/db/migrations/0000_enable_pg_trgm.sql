-- Trigram indexes back the staff search boxes (leads, users). PGlite loads the extension on open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
