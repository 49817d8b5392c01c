//! The weights: one value per term, the tuned defaults, and the weights as a list and as Rust.

use super::terms::{
    COUNT_CAP, HEIGHT_CAP, N_COUNT, N_HEIGHT, N_THREAT, RINGS, ROLES, THREAT_CAP, Term,
};

/// Every weight of the evaluation, so that tuning can change them all in one place. Every
/// value is what one occurrence of its [`Term`] is worth to the side it describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Value of having `n` visible stacks of a type (`n` capped at [`COUNT_CAP`]), by type.
    pub type_count: [[i32; COUNT_CAP + 1]; 3],
    /// Value of one stack of height `h` (capped at [`HEIGHT_CAP`]), by its top's type.
    pub height: [[i32; HEIGHT_CAP + 1]; 3],
    /// For each stack of a type no enemy stack can capture now, by how many stacks of that type
    /// the side has (scarce types' safety matters most).
    pub unattacked: [i32; COUNT_CAP + 1],
    /// For each stack taller than every enemy stack, by the same count.
    pub unassailable: [i32; COUNT_CAP + 1],
    /// For each type with `n` visible stacks (1 to [`THREAT_CAP`]) of which `a` are under
    /// attack: `threat[role][n][a]`.
    pub threat: [[[i32; THREAT_CAP + 1]; THREAT_CAP + 1]; ROLES],
    /// By how many types have a stack taller than every enemy stack (out of reach for now).
    pub safe_types: [i32; 4],
    /// Per distinct enemy stack the side can capture, by role.
    pub targets: [i32; ROLES],
    /// Per capture the side has, by role.
    pub captures: [i32; ROLES],
    /// By how few captures a side has (index = captures, up to 3), by role.
    pub few_captures: [[i32; 4]; ROLES],
    /// For the side to act at its first action (it is about to capture).
    pub tempo_first: i32,
    /// For the side to act at its second action.
    pub tempo_second: i32,
    /// Per stack of a type on a ring (index: the ring less one), by type.
    pub ring: [[i32; RINGS]; 3],
    /// Per stack some enemy stack can capture without being taken back at once (no stack of
    /// its owner then sees the capturer's cell with the height to take it), by the owner's
    /// role and by how many stacks of its type the owner has: `hanging[role][n]`.
    pub hanging: [[i32; COUNT_CAP + 1]; ROLES],
}
impl Weights {
    /// The weight of `term`.
    #[inline(always)]
    pub fn get(&self, term: Term) -> i32 {
        match term {
            Term::TypeCount { kind, n } => self.type_count[kind][n],
            Term::Height { kind, h } => self.height[kind][h],
            Term::Unattacked(n) => self.unattacked[n],
            Term::Unassailable(n) => self.unassailable[n],
            Term::Threat { role, n, attacked } => self.threat[role][n][attacked],
            Term::SafeTypes(k) => self.safe_types[k],
            Term::Targets(r) => self.targets[r],
            Term::Captures(r) => self.captures[r],
            Term::FewCaptures { role, captures } => self.few_captures[role][captures],
            Term::TempoFirst => self.tempo_first,
            Term::TempoSecond => self.tempo_second,
            Term::Ring { kind, ring } => self.ring[kind][ring],
            Term::Hanging { role, n } => self.hanging[role][n],
        }
    }

    /// The weight of `term`, to change it.
    pub fn get_mut(&mut self, term: Term) -> &mut i32 {
        match term {
            Term::TypeCount { kind, n } => &mut self.type_count[kind][n],
            Term::Height { kind, h } => &mut self.height[kind][h],
            Term::Unattacked(n) => &mut self.unattacked[n],
            Term::Unassailable(n) => &mut self.unassailable[n],
            Term::Threat { role, n, attacked } => &mut self.threat[role][n][attacked],
            Term::SafeTypes(k) => &mut self.safe_types[k],
            Term::Targets(r) => &mut self.targets[r],
            Term::Captures(r) => &mut self.captures[r],
            Term::FewCaptures { role, captures } => &mut self.few_captures[role][captures],
            Term::TempoFirst => &mut self.tempo_first,
            Term::TempoSecond => &mut self.tempo_second,
            Term::Ring { kind, ring } => &mut self.ring[kind][ring],
            Term::Hanging { role, n } => &mut self.hanging[role][n],
        }
    }

    /// Every weight, in [`Term::index`] order.
    pub fn to_vec(&self) -> Vec<i32> {
        Term::all().map(|t| self.get(t)).collect()
    }

    /// Weights from values in [`Term::index`] order (missing values are 0).
    pub fn from_slice(values: &[i32]) -> Weights {
        let mut w = Weights::zero();
        for (t, &v) in Term::all().zip(values) {
            *w.get_mut(t) = v;
        }
        w
    }

    /// All weights 0.
    pub fn zero() -> Weights {
        Weights {
            type_count: [[0; N_COUNT]; 3],
            height: [[0; N_HEIGHT]; 3],
            unattacked: [0; N_COUNT],
            unassailable: [0; N_COUNT],
            threat: [[[0; N_THREAT]; N_THREAT]; ROLES],
            safe_types: [0; 4],
            targets: [0; ROLES],
            captures: [0; ROLES],
            few_captures: [[0; 4]; ROLES],
            tempo_first: 0,
            tempo_second: 0,
            ring: [[0; RINGS]; 3],
            hanging: [[0; N_COUNT]; ROLES],
        }
    }

    /// The weights as a Rust struct literal, to paste into [`Weights::default`].
    pub fn to_rust(&self) -> String {
        format!(
            "Weights {{\n    type_count: {:?},\n    height: {:?},\n    unattacked: {:?},\n    \
             unassailable: {:?},\n    threat: {:?},\n    safe_types: {:?},\n    targets: {:?},\n    \
             captures: {:?},\n    few_captures: {:?},\n    tempo_first: {},\n    tempo_second: {},\n    \
             ring: {:?},\n    hanging: {:?},\n}}",
            self.type_count,
            self.height,
            self.unattacked,
            self.unassailable,
            self.threat,
            self.safe_types,
            self.targets,
            self.captures,
            self.few_captures,
            self.tempo_first,
            self.tempo_second,
            self.ring,
            self.hanging
        )
    }
}

impl Default for Weights {
    /// Fitted by `tzaar tune fit` to self-play games in rounds (see the README's Tuning
    /// section). The threats the side to act carries out at once (`threat[2][1][1]`,
    /// `threat[3][1][1]`, `threat[2][2][2]`) are nearly absent from the data, since such
    /// positions are proven and left out: they were set by hand after the first round (matches
    /// chose them) and later fits barely moved them.
    fn default() -> Weights {
        Weights {
            type_count: [
                [0, 915, 974, 1329, 1771, 2176, 2201, 2201, 2201],
                [0, 1060, 1072, 1319, 1618, 1949, 2076, 2148, 2181],
                [0, 754, 1177, 1398, 1551, 1790, 1883, 1935, 1935],
            ],
            height: [
                [0, -772, -310, 123, 201, 201, 201, 201, 201],
                [0, -551, 10, 141, 141, 141, 141, 141, 141],
                [0, -358, 92, 92, 92, 92, 92, 135, 135],
            ],
            unattacked: [0, 436, 476, 480, 445, 341, 306, 298, 273],
            unassailable: [0, 397, 227, 232, 64, -10, -67, -18, -207],
            threat: [
                [
                    [0, 0, 0, 0],
                    [8, -153, 0, 0],
                    [-36, 82, -464, 0],
                    [-21, 26, 21, -142],
                ],
                [
                    [0, 0, 0, 0],
                    [-18, -266, 0, 0],
                    [5, 95, -632, 0],
                    [37, 46, 5, -177],
                ],
                [
                    [0, 0, 0, 0],
                    [173, -3000, 0, 0],
                    [34, 86, -1783, 0],
                    [-3, -19, 58, -417],
                ],
                [
                    [0, 0, 0, 0],
                    [157, -3289, 0, 0],
                    [-84, 313, -592, 0],
                    [-42, 112, 126, -193],
                ],
            ],
            safe_types: [-476, 158, 314, 14],
            targets: [-234, -252, -290, -279],
            captures: [54, 49, 70, 53],
            few_captures: [
                [-400, -150, -75, 69],
                [-400, -168, -110, 110],
                [-400, -150, -66, -86],
                [-400, -154, -73, -64],
            ],
            tempo_first: 133,
            tempo_second: 90,
            ring: [
                [369, 362, 326, 299],
                [156, 159, 168, 196],
                [101, 90, 88, 147],
            ],
            hanging: [
                [0, 198, 51, -71, -91, -105, -68, -65, -5],
                [0, 116, -97, -137, -157, -136, -81, -91, -20],
                [0, 0, -176, -221, -200, -141, -84, -67, 11],
                [0, -91, -299, -222, -141, -120, -62, -54, 36],
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::terms::NUM_FEATURES;

    #[test]
    fn terms_and_indices_agree() {
        for (i, t) in Term::all().enumerate() {
            assert_eq!(t.index(), i, "{t}");
        }
        let w = Weights::default();
        assert_eq!(Weights::from_slice(&w.to_vec()), w);
        let names: std::collections::HashSet<String> = Term::all().map(|t| t.to_string()).collect();
        assert_eq!(names.len(), NUM_FEATURES);
    }

    #[test]
    fn the_literal_lists_every_weight() {
        let text = Weights::default().to_rust();
        assert!(text.starts_with("Weights {"));
        // Every value appears, in order, so the literal is the weights.
        let numbers: Vec<i32> = text
            .split(|c: char| !(c.is_ascii_digit() || c == '-'))
            .filter(|s| !s.is_empty() && *s != "-")
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(numbers, Weights::default().to_vec());
    }
}
