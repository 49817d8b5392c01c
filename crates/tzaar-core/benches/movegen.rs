//! Move generation benchmarks: legal action lists, the generator by kind, counts, legality,
//! play/undo and perft, from the standard start and from positions reached by a fixed random
//! playout.
#![allow(missing_docs)] // criterion_group! and criterion_main! generate undocumented items.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use tzaar_core::perft::perft;
use tzaar_core::{ActionList, GenKind, Phase, Position, Setup};

/// Positions met along fixed random playouts: early, middle and late game.
fn sample_positions() -> Vec<(&'static str, Position)> {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut pos = Position::from_setup(&Setup::random(7)).expect("valid");
    let mut out = vec![("start", pos.clone())];
    let mut actions = 0;
    while !pos.is_game_over() {
        let list = pos.legal_actions();
        let action = list[rng.random_range(0..list.len())];
        pos.play_unchecked(action);
        actions += 1;
        if pos.phase() == Phase::SecondAction {
            match actions {
                10..=11 => out.push(("early", pos.clone())),
                30..=31 => out.push(("middle", pos.clone())),
                50..=51 => out.push(("late", pos.clone())),
                _ => {}
            }
        }
    }
    out
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    for (name, pos) in sample_positions() {
        group.bench_function(name, |b| b.iter(|| black_box(&pos).legal_actions()));
    }
    group.finish();

    let mut group = c.benchmark_group("count_legal_actions");
    for (name, pos) in sample_positions() {
        group.bench_function(name, |b| b.iter(|| black_box(&pos).count_legal_actions()));
    }
    group.finish();

    for (group_name, kind) in [
        ("generate_all", GenKind::All),
        ("generate_captures", GenKind::Captures),
        ("generate_non_captures", GenKind::NonCaptures),
    ] {
        let mut group = c.benchmark_group(group_name);
        for (name, pos) in sample_positions() {
            let mut list = ActionList::new();
            group.bench_function(name, |b| {
                b.iter(|| {
                    list.clear();
                    black_box(&pos).generate(kind, &mut list);
                    black_box(list.len())
                })
            });
        }
        group.finish();
    }

    let mut group = c.benchmark_group("for_each_capture");
    for (name, pos) in sample_positions() {
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut n = 0u32;
                black_box(&pos).for_each_action(GenKind::Captures, |_| n += 1);
                n
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("capturable");
    for (name, pos) in sample_positions() {
        let side = pos.side();
        group.bench_function(name, |b| b.iter(|| black_box(&pos).capturable(side)));
    }
    group.finish();

    let mut group = c.benchmark_group("is_legal_all");
    for (name, pos) in sample_positions() {
        let actions = pos.legal_actions();
        group.throughput(Throughput::Elements(actions.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                actions
                    .iter()
                    .filter(|&&a| black_box(&pos).is_legal(a))
                    .count()
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("play_undo_all");
    for (name, pos) in sample_positions() {
        let actions = pos.legal_actions();
        group.throughput(Throughput::Elements(actions.len() as u64));
        let mut p = pos.clone();
        group.bench_function(name, |b| {
            b.iter(|| {
                for &a in &actions {
                    let u = p.play_unchecked(a);
                    black_box(p.hash());
                    p.undo(u);
                }
            })
        });
    }
    group.finish();
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let mut pos = Position::standard();
    let nodes = perft(&mut pos, 4);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("standard_depth_4", |b| b.iter(|| perft(&mut pos, 4)));
    group.finish();
}

criterion_group!(benches, movegen, perft_bench);
criterion_main!(benches);
