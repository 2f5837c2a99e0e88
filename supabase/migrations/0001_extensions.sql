-- Extensions the schema relies on (pgcrypto for gen_random_bytes / digest).
CREATE EXTENSION IF NOT EXISTS pgcrypto;
