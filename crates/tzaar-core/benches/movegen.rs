//! Move generation benchmarks.

fn main() {}
