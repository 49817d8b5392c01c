//! The `tzaar` command.

fn main() {}
