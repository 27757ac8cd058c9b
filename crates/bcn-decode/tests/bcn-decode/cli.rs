//! CLI tests (filled below).
