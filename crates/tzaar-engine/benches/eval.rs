//! Evaluation speed: the full evaluation (side information and terms) over a fixed set of
//! positions from seeded random playouts, so that ns per evaluation can be compared across
//! changes to the evaluation.
#![allow(missing_docs)] // criterion_group! and criterion_main! generate undocumented items.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use tzaar_core::{Position, Setup};
use tzaar_engine::eval;

/// 1000 positions met along seeded random playouts, from the opening to the endgame, in both
/// phases of a turn.
fn positions() -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let mut out = Vec::new();
    let mut seed = 0;
    while out.len() < 1000 {
        seed += 1;
        let mut pos = Position::from_setup(&Setup::random(seed)).expect("valid");
        while !pos.is_game_over() && out.len() < 1000 {
            let list = pos.legal_actions();
            let action = list[rng.random_range(0..list.len())];
            pos.play_unchecked(action);
            if !pos.is_game_over() && rng.random_bool(0.3) {
                out.push(pos.clone());
            }
        }
    }
    out
}

fn evaluation(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("eval");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("evaluate_1000", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| eval::evaluate(black_box(p)))
                .fold(0i64, |s, v| s + i64::from(v))
        })
    });
    group.bench_function("side_infos_1000", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| eval::side_infos(black_box(p))[0].captures)
                .sum::<u32>()
        })
    });
    group.finish();
}

criterion_group!(benches, evaluation);
criterion_main!(benches);
