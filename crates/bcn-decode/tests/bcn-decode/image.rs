//! image tests.
