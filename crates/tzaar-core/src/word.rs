//! The words of the vocabulary types ([`crate::Color`], [`crate::PieceType`], [`crate::Phase`],
//! [`crate::Termination`]): the error for a word that names none of them.
//!
//! With the `serde` feature, every type that crosses the wire is serialized as its word or text,
//! and deserialized with its `FromStr`: colours, piece types and phases in lower case, setup
//! kinds (`random 42`), terminations, cells, actions, turns and positions (position strings).

use thiserror::Error;

/// A word that names no value of a vocabulary type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Error)]
#[error("unknown {what} `{word}`: expected {expected}")]
pub struct UnknownWord {
    /// What the word should have named, e.g. `colour`.
    pub what: &'static str,
    /// The word given.
    pub word: String,
    /// The words accepted, e.g. `white or black`.
    pub expected: &'static str,
}

impl UnknownWord {
    pub(crate) fn new(what: &'static str, word: &str, expected: &'static str) -> UnknownWord {
        UnknownWord {
            what,
            word: word.to_string(),
            expected,
        }
    }
}

/// The value of `all` whose word is `text`, compared in any case.
pub(crate) fn find_word<T: Copy>(all: &[T], word: fn(T) -> &'static str, text: &str) -> Option<T> {
    all.iter()
        .copied()
        .find(|&v| word(v).eq_ignore_ascii_case(text))
}

/// Serializes a type as the word `$word` gives and deserializes it with its `FromStr`.
macro_rules! serde_as_word {
    ($ty:ty, $word:expr) => {
        #[cfg(feature = "serde")]
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let word: fn(&$ty) -> String = $word;
                s.serialize_str(&word(self))
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let text = <String as serde::Deserialize>::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use serde_as_word;

/// `FromStr` for a vocabulary type: `$read` (a `fn(&str) -> Option<$ty>`) finds the value, and
/// a text it finds none for is an [`UnknownWord`] naming `$what`, with the words `$expected`.
macro_rules! parse_word {
    ($(#[$doc:meta])* $ty:ty, $read:expr, $what:literal, $expected:literal $(,)?) => {
        impl std::str::FromStr for $ty {
            type Err = $crate::word::UnknownWord;

            $(#[$doc])*
            fn from_str(s: &str) -> Result<$ty, $crate::word::UnknownWord> {
                let read: fn(&str) -> Option<$ty> = $read;
                read(s).ok_or_else(|| $crate::word::UnknownWord::new($what, s, $expected))
            }
        }
    };
}

pub(crate) use parse_word;
